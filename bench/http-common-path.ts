/**
 * The common path of every API request: `GET /api/config` (which does almost nothing),
 * `GET /api/health` (one database round trip) and the demo search (`GET /api/trips` from Munich
 * to Augsburg tomorrow, on the demo network) on the real app, against a bare Fastify JSON route
 * loaded in turns with it (BENCH_ROUNDS rounds, 10, of a baseline slice then the route's, over
 * BENCH_SECONDS, 10, for each; the share is the median round's), at 50 connections. The app runs as in
 * production (NODE_ENV=production, logs at LOG_LEVEL's default) on PGlite in a new DATA_DIR, and
 * on PostgreSQL when BENCH_DATABASE_URL names a server (a throw-away database is made there).
 * Targets (issue 17): the config route ≥ 50 % and the search ≥ 30 % of bare Fastify.
 */
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import {
  bareFastify,
  baselineCell,
  kindName,
  kinds,
  load,
  loadInTurns,
  memoryCell,
  openBenchDatabase,
  SECONDS,
  startApp,
  turnsCell,
} from './lib/http-load.ts';

const ZONE = 'Europe/Berlin';
/** Rounds of baseline-then-route per route (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

/** The demo search a visitor makes first: Munich to Augsburg, tomorrow. */
async function demoSearch(origin: string): Promise<string> {
  const stop = async (code: string) => {
    const res = await fetch(`${origin}/api/stops?q=${code}`);
    const { stops } = (await res.json()) as { stops: { id: string; code: string }[] };
    const found = stops.find((s) => s.code === code);
    if (!found) throw new Error(`no demo stop ${code}`);
    return found.id;
  };
  const date = addDays(localDate(new Date(), ZONE), 1);
  return `/api/trips?from=${await stop('MUC')}&to=${await stop('AGB')}&date=${date}`;
}

const bare = await bareFastify();
try {
  for (const kind of kinds) {
    const database = await openBenchDatabase(kind);
    await seedDemoData(database.db, { timezone: ZONE });
    const app = await startApp(database);
    try {
      const routes = ['/api/config', '/api/health', await demoSearch(app.url)];
      // Warm each (JIT, connection pool, the search's kept answer) before anything counts.
      await load(bare.url, 2);
      for (const route of routes) await load(`${app.url}${route}`, 2);
      for (const route of routes) {
        // In turns with the baseline, so both see the machine's same load.
        const turns = await loadInTurns(bare.url, `${app.url}${route}`, SECONDS, ROUNDS);
        const name = route.startsWith('/api/trips') ? '/api/trips (demo search)' : route;
        console.log(
          `| GET ${name}, ${kindName(kind)}, logs at ${app.logLevel}, 50 connections ` +
            `| ${baselineCell(turns.baseline)} | ${turnsCell(turns)} | ${memoryCell()} |`,
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
