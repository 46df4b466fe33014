/**
 * The common path of every API request: `GET /api/config` (which does almost nothing) and
 * `GET /api/health` (one database round trip) on the real app, against a bare Fastify JSON route
 * measured in the same run, at 50 connections for BENCH_SECONDS (10) each. The app runs as in
 * production (NODE_ENV=production, logs at LOG_LEVEL's default) on PGlite in a new DATA_DIR, and
 * on PostgreSQL when BENCH_DATABASE_URL names a server (a throw-away database is made there).
 */
import {
  bareFastify,
  baselineCell,
  describe,
  kindName,
  kinds,
  load,
  memoryCell,
  openBenchDatabase,
  startApp,
} from './lib/http-load.ts';

const ROUTES = ['/api/config', '/api/health'];

const bare = await bareFastify();
try {
  for (const kind of kinds) {
    const database = await openBenchDatabase(kind);
    const app = await startApp(database);
    try {
      // Warm both (JIT, connection pool) before anything counts.
      await load(bare.url, 2);
      for (const route of ROUTES) await load(`${app.url}${route}`, 2);
      for (const route of ROUTES) {
        // The baseline right before each route, so both see the machine's same load.
        const baseline = await load(bare.url);
        const measured = await load(`${app.url}${route}`);
        console.log(
          `| GET ${route}, ${kindName(kind)}, logs at ${app.logLevel}, 50 connections ` +
            `| ${baselineCell(baseline)} | ${describe(measured, baseline)} | ${memoryCell()} |`,
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  }
} finally {
  await bare.close();
}
