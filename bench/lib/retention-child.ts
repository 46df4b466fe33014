/**
 * One retention run in its own process, so its peak RSS is its own: `baseline` is the single
 * statement the retention used before issue 23 (every expired fix deleted at once, every id
 * returned), `batched` the positions repo's `deleteBefore`. Args: mode, then a PostgreSQL URL or
 * a PGlite data directory, then the cut-off (ISO). Prints one JSON line: RSS and heap sampled
 * every 5 ms during the run (and once the rows are in), RSS before it.
 */
import { lt, sql } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { createPositionsRepo } from '#server/modules/tracking/positions/positions.repo.ts';

const [mode, where, cutoff] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase(
  where.startsWith('postgres') ? { url: where } : { dataDir: where },
);
const { db } = database;
await db.execute(sql`select 1`);
const before = process.memoryUsage().rss;
let peakHeap = 0;
let peakRss = before;
const sample = () => {
  const now = process.memoryUsage();
  peakHeap = Math.max(peakHeap, now.heapUsed);
  peakRss = Math.max(peakRss, now.rss);
};
const sampler = setInterval(sample, 5);
const started = performance.now();
let deleted: number | null;
if (mode === 'baseline')
  deleted = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('busway:position-retention')) as got`,
    );
    const rows = await tx
      .delete(vehiclePosition)
      .where(lt(vehiclePosition.recordedAt, new Date(cutoff)))
      .returning({ id: vehiclePosition.id });
    sample();
    return rows.length;
  });
else deleted = await createPositionsRepo(db).deleteBefore(new Date(cutoff));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
sample();
await database.close();
console.log(
  JSON.stringify({
    deleted,
    seconds,
    rssBeforeMb: before / 2 ** 20,
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
  }),
);
