/**
 * For `node --cpu-prof`: serves the real app on a database of PROFILE_KIND (pglite, or postgres on
 * BENCH_DATABASE_URL) and loads one route, PROFILE_ROUTE, for BENCH_SECONDS, so the profile holds
 * that route's requests and little else. Not run by `npm run bench` (it lives under bench/lib).
 */
import type { DatabaseKind } from '#db/client.ts';
import { describe, load, openBenchDatabase, startApp } from './http-load.ts';

const kind = (process.env.PROFILE_KIND ?? 'pglite') as DatabaseKind;
const route = process.env.PROFILE_ROUTE ?? '/api/config';
const database = await openBenchDatabase(kind);
const prepare = process.env.PROFILE_PREPARE;
if (prepare) await (await import(prepare)).default(database);
const app = await startApp(database);
// The monotonic clock V8's profile timestamps use, in µs, so a reader can keep the load's samples.
const now = () => (process.hrtime.bigint() / 1000n).toString();
try {
  await load(`${app.url}${route}`, 2);
  const from = now();
  const result = await load(`${app.url}${route}`);
  console.log(`GET ${route} on ${kind}: ${describe(result)}; samples from ${from} to ${now()}`);
} finally {
  await app.close();
  await database.close();
}
