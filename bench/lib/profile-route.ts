/**
 * For `node --cpu-prof`: serves the real app on a database of PROFILE_KIND (pglite, or postgres on
 * BENCH_DATABASE_URL) and loads one route, PROFILE_ROUTE, for BENCH_SECONDS, so the profile holds
 * that route's requests and little else. PROFILE_PREPARE names a module whose default export
 * prepares the database and may answer the route to load (e.g. ./prepare-demo-search.ts);
 * PROFILE_BROWSER=1 asks as a browser does (compressed answers accepted). Not run by `npm run
 * bench` (it lives under bench/lib).
 */
import type { DatabaseHandle, DatabaseKind } from '#db/client.ts';
import {
  BROWSER_HEADERS,
  describe,
  load,
  openBenchDatabase,
  SECONDS,
  startApp,
} from './http-load.ts';

const kind = (process.env.PROFILE_KIND ?? 'pglite') as DatabaseKind;
const database = await openBenchDatabase(kind);
const prepare = process.env.PROFILE_PREPARE;
const prepared: unknown = prepare
  ? await ((await import(prepare)) as { default: (db: DatabaseHandle) => unknown }).default(
      database,
    )
  : undefined;
const route =
  typeof prepared === 'string' ? prepared : (process.env.PROFILE_ROUTE ?? '/api/config');
const headers = process.env.PROFILE_BROWSER === '1' ? BROWSER_HEADERS : {};
const app = await startApp(database);
// The monotonic clock V8's profile timestamps use, in µs, so a reader can keep the load's samples.
const now = () => (process.hrtime.bigint() / 1000n).toString();
try {
  await load(`${app.url}${route}`, 2, headers);
  const from = now();
  const result = await load(`${app.url}${route}`, SECONDS, headers);
  console.log(`GET ${route} on ${kind}: ${describe(result)}; samples from ${from} to ${now()}`);
} finally {
  await app.close();
  await database.close();
}
