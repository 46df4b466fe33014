/**
 * `node --import tsx scripts/measure-import-wait.ts [feed.zip]`: how long other requests wait for a
 * GTFS import on embedded PGlite (one connection). Imports the feed (HART by default) into a fresh
 * in-memory PGlite while a cheap query (the health check's ping, then a stop search) is sent every
 * 100 ms; prints the longest wait and a few percentiles. A measurement, not a test: timings depend
 * on the machine (docs/PERFORMANCE.md, "Other requests during a GTFS import").
 */
import { ilike } from 'drizzle-orm';
import { stop } from '#db/schema/network.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { createGtfsExportRepo } from '#server/modules/gtfs/export/export.repo.ts';
import { createGtfsRepo } from '#server/modules/gtfs/gtfs.repo.ts';
import { createGtfsService } from '#server/modules/gtfs/gtfs.service.ts';
import { feedPath } from '#server/modules/gtfs/gtfs.testing.ts';

const POLL_MS = 100;

async function main(path: string) {
  const database = await openTestDatabase('pglite');
  const service = createGtfsService({
    repo: createGtfsRepo(database.db),
    exportRepo: createGtfsExportRepo(database.db),
    exportDefaults: { agencyName: 'B', agencyUrl: 'http://b.test', timezone: async () => 'UTC' },
  });
  const waits: number[] = [];
  let importing = true;
  const poll = async () => {
    while (importing) {
      const sent = performance.now();
      await database.ping();
      await database.db.select({ id: stop.id }).from(stop).where(ilike(stop.name, '%ma%')).limit(8);
      waits.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const polling = poll();
  const started = performance.now();
  const outcome = await service.importFeed({ path, fileName: 'feed.zip', actorId: null });
  const seconds = (performance.now() - started) / 1000;
  importing = false;
  await polling;
  await database.close();
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  console.log(
    JSON.stringify({
      ok: outcome.ok,
      errors: outcome.report.errors.slice(0, 3),
      importSeconds: Math.round(seconds * 10) / 10,
      polls: waits.length,
      longestWaitMs: Math.round(sorted.at(-1) ?? 0),
      p50Ms: at(0.5),
      p90Ms: at(0.9),
      p99Ms: at(0.99),
      over1s: waits.filter((w) => w > 1000).length,
    }),
  );
}

main(process.argv[2] ?? feedPath('hart')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
