/**
 * Stop autocomplete, `GET /api/stops?q=`, on the HART network (2,349 stops) imported into the
 * real app's database: PGlite in a new DATA_DIR, and PostgreSQL when BENCH_DATABASE_URL names a
 * server (a throw-away database). 50 connections for BENCH_SECONDS (10) per query, against a bare
 * Fastify JSON route measured in the same run. Target: p99 at most 50 ms on both.
 */
import { importHart } from './lib/hart.ts';
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

/** A word of two stations' names, a stop's exact code, and a two-letter prefix. */
const QUERIES = ['Transit', '6968', 'Fl'];

const bare = await bareFastify();
try {
  for (const kind of kinds) {
    const database = await openBenchDatabase(kind);
    try {
      const stops = await importHart(database);
      const app = await startApp(database);
      try {
        const url = (q: string) => `${app.url}/api/stops?q=${encodeURIComponent(q)}`;
        await load(bare.url, 2);
        for (const q of QUERIES) await load(url(q), 2);
        for (const q of QUERIES) {
          const baseline = await load(bare.url);
          const measured = await load(url(q));
          console.log(
            `| GET /api/stops?q=${q}, HART (${stops} stops), ${kindName(kind)}, 50 connections ` +
              `| ${baselineCell(baseline)} | ${describe(measured, baseline)} | ${memoryCell()} |`,
          );
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }
} finally {
  await bare.close();
}
