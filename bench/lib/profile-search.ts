/**
 * For `node --cpu-prof`: the real app over the demo network (PGlite in a new DATA_DIR), loaded with
 * one trip search as a browser asks it (brotli accepted), so the profile holds kept answers being
 * sent. Not run by `npm run bench` (it lives under bench/lib).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/rows.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { BROWSER_HEADERS, describe, load, openBenchDatabase, startApp } from './http-load.ts';

const ZONE = 'Europe/Berlin';
const database = await openBenchDatabase('pglite');
await seedDemoData(database.db, { timezone: ZONE });
const stops = await queryRows<{ id: string; code: string }>(
  database.db,
  sql`select id, code from stop where code in ('MUC', 'AGB')`,
);
const id = (code: string) => stops.find((s) => s.code === code)!.id;
const app = await startApp(database);
const route = `/api/trips?from=${id('MUC')}&to=${id('AGB')}&date=${addDays(localDate(new Date(), ZONE), 1)}`;
const now = () => (process.hrtime.bigint() / 1000n).toString();
try {
  await load(`${app.url}${route}`, 2, BROWSER_HEADERS);
  const from = now();
  const result = await load(`${app.url}${route}`, undefined, BROWSER_HEADERS);
  console.log(`GET ${route}: ${describe(result)}; samples from ${from} to ${now()}`);
} finally {
  await app.close();
  await database.close();
}
