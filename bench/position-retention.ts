/**
 * Position retention's memory (issue 23, defect 7): N expired fixes in vehicle_position, deleted
 * by the retention in a process of its own (bench/lib/retention-child.ts), its RSS sampled during
 * the run. Baseline, on the same rows in the same run: the single statement used before (every
 * id returned). Two backlogs, so growth with the backlog shows. PostgreSQL when
 * BENCH_DATABASE_URL names a server, PGlite in a new data directory; BENCH_RETENTION_FIXES sets
 * the larger backlog (400,000; the smaller is a quarter of it).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseKind } from '#db/client.ts';
import {
  databaseUrl,
  dropDatabase,
  postgresTemplate,
  withAdminClient,
} from '#db/database-template.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { kindName, kinds } from './lib/http-load.ts';

const LARGE = Number(process.env.BENCH_RETENTION_FIXES ?? 400_000);
const DAY = 86_400_000;
const CHILD = fileURLToPath(new URL('./lib/retention-child.ts', import.meta.url));
const CUTOFF = new Date(Date.now() - 30 * DAY);

interface Run {
  deleted: number | null;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/** A place for the database: a PostgreSQL URL or a PGlite directory, and how to remove it. */
async function place(kind: DatabaseKind): Promise<{ where: string; remove: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'busway-bench-retention-'));
    const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
    await handle.migrate();
    await handle.close();
    return { where: join(dir, 'pglite'), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.BENCH_DATABASE_URL!;
  const name = `busway_bench_retention_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(admin);
  await withAdminClient(admin, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return { where: databaseUrl(admin, name), remove: () => dropDatabase(admin, name) };
}

/** `n` fixes of one trip, a second apart, all 31–40 days old; and 1,000 recent ones. */
async function fill(where: string, n: number): Promise<void> {
  const database = await openDatabase(
    where.startsWith('postgres') ? { url: where } : { dataDir: where },
  );
  const { db } = database;
  await db.execute(sql`truncate vehicle_position`);
  const old = new Date(Date.now() - 40 * DAY);
  const { id } = await aTrip(db, { departs: old, serviceDate: old.toISOString().slice(0, 10) });
  for (let from = 0; from < n; from += 100_000)
    await db.execute(
      sql`insert into vehicle_position (trip_id, lat, lng, recorded_at, source)
          select ${id}::uuid, 48, 11, ${old.toISOString()}::timestamptz + g * interval '1 second',
            'simulator'
          from generate_series(${from}::int, ${Math.min(n, from + 100_000) - 1}::int) g
          union all
          select ${id}::uuid, 48, 11, now() - g * interval '1 second', 'simulator'
          from generate_series(1, ${from === 0 ? 1000 : 0}::int) g`,
    );
  await db.execute(sql`vacuum analyze vehicle_position`);
  await database.close();
}

function run(mode: string, where: string): Run {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', CHILD, mode, where, CUTOFF.toISOString()],
    { encoding: 'utf8', maxBuffer: 2 ** 20 },
  );
  if (child.status !== 0) throw new Error(`${mode} retention failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Run;
}

const mb = (n: number) => `${Math.round(n)} MB`;
const cell = (r: Run) =>
  `${r.deleted?.toLocaleString('en-GB')} deleted in ${r.seconds.toFixed(1)} s: RSS ${mb(r.rssBeforeMb)} → peak ${mb(r.peakRssMb)} (+${mb(r.peakRssMb - r.rssBeforeMb)}), heap peak ${mb(r.peakHeapMb)}`;

for (const kind of kinds) {
  const { where, remove } = await place(kind);
  try {
    for (const n of [LARGE / 4, LARGE]) {
      await fill(where, n);
      const baseline = run('baseline', where);
      await fill(where, n);
      const batched = run('batched', where);
      if (baseline.deleted !== n || batched.deleted !== n)
        throw new Error(`expected ${n} deleted, got ${baseline.deleted} and ${batched.deleted}`);
      console.log(
        `| Position retention, ${n.toLocaleString('en-GB')} expired fixes, ${kindName(kind)} | one DELETE … RETURNING id: ${cell(baseline)} | **batches of 5,000**: ${cell(batched)} | ${mb(batched.peakRssMb)} / ${mb(batched.peakHeapMb)} |`,
      );
    }
  } finally {
    await remove();
  }
}
