/**
 * GTFS import of the HART feed (2,349 stops, 13,217 trips, 438,421 stop times, shapes). The
 * baseline, measured in the same run, is reading the archive alone: unzip and CSV-parse every file.
 * The import runs into a fresh in-memory PGlite, and also into PostgreSQL when BENCH_DATABASE_URL
 * names a server (a throw-away database is created there). Target: under 60 s within 1 GB.
 */
import { csvBatches } from '#server/modules/gtfs/feed/csv.ts';
import { createGtfsExportRepo } from '#server/modules/gtfs/export/export.repo.ts';
import { createGtfsRepo } from '#server/modules/gtfs/gtfs.repo.ts';
import { createGtfsService } from '#server/modules/gtfs/gtfs.service.ts';
import { feedPath } from '#server/modules/gtfs/gtfs.testing.ts';
import { openZip } from '#server/modules/gtfs/feed/zip.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import type { DatabaseKind } from '#db/client.ts';

const FEED = feedPath('hart');

/**
 * Time, and peak memory: the process's peak RSS so far (the kernel's count, which sampling could
 * miss while WASM work blocks the event loop) and the peak heap, sampled every 50 ms.
 */
async function measured<T>(work: () => Promise<T>) {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  try {
    const value = await work();
    sample();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      rssMb: rss / 2 ** 20,
      heapMb: heap / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

async function readOnly(): Promise<number> {
  const zip = await openZip(FEED);
  let records = 0;
  try {
    for (const { name } of zip.entries) {
      for await (const batch of csvBatches((await zip.open(name))!)) records += batch.length;
    }
  } finally {
    zip.close();
  }
  return records;
}

async function importInto(kind: DatabaseKind) {
  const database = await openTestDatabase(kind, {
    TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  try {
    const service = createGtfsService({
      repo: createGtfsRepo(database.db),
      exportRepo: createGtfsExportRepo(database.db),
      exportDefaults: {
        agencyName: 'Busway',
        agencyUrl: 'http://localhost',
        timezone: async () => 'UTC',
      },
    });
    const run = await measured(() =>
      service.importFeed({ path: FEED, fileName: 'hart.zip', actorId: null }),
    );
    if (!run.value.ok)
      throw new Error(
        `the HART import failed: ${JSON.stringify(run.value.report.errors.slice(0, 5))}`,
      );
    return run;
  } finally {
    await database.close();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const baseline = await measured(readOnly);
// PostgreSQL first: PGlite's WASM memory, once grown, stays in this process's RSS.
const kinds: DatabaseKind[] = process.env.BENCH_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
for (const kind of kinds) {
  const run = await importInto(kind);
  const c = run.value.counts;
  console.log(
    `| GTFS import, HART into ${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: ${c.stops} stops, ${c.schedules} trips, ${c.stopTimes} stop times, ${c.shapes} shapes ` +
      `| unzip + CSV parse ${fmt(baseline.seconds, 2)} s (${baseline.value} rows), peak RSS ${fmt(baseline.rssMb, 0)} MB ` +
      `| **${fmt(run.seconds)} s** (${fmt(run.seconds / baseline.seconds)}× the parse) | ${fmt(run.rssMb, 0)} MB / ${fmt(run.heapMb, 0)} MB |`,
  );
}
