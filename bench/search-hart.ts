/**
 * Trip search, `GET /api/trips?from=&to=&date=`, on the HART feed moved to the current week
 * (`shiftToCurrentWeek`, as `npm run import:gtfs -- --shift-to-this-week`) and rolled out into
 * dated trips for the whole roll-out window (decision 012: one row a trip). Per database kind, in
 * its own child process so each has its own peak RSS: PGlite in a new DATA_DIR, and PostgreSQL
 * when BENCH_DATABASE_URL names a server (a throw-away database, dropped at the end).
 *
 * Records the import and roll-out wall times, the process's peak RSS (kernel VmHWM), the trips
 * rolled out, how many dates of the booking window answer with trips, then 50 connections for
 * BENCH_SECONDS (10) on the search between the two HART places (a station counts its platforms)
 * with the most trips, against a bare Fastify JSON route measured in the same process.
 * Targets: ≥ 25 % of bare Fastify and p99 ≤ 50 ms on PostgreSQL, PGlite ≥ 40 % of PostgreSQL;
 * every date searchable within 60 s of the import, the whole run under 1 GB.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseKind } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { createGtfsExportRepo } from '#server/modules/gtfs/export/export.repo.ts';
import { createGtfsRepo } from '#server/modules/gtfs/gtfs.repo.ts';
import { createGtfsService } from '#server/modules/gtfs/gtfs.service.ts';
import { feedPath } from '#server/modules/gtfs/gtfs.testing.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { createRolloutService } from '#server/modules/timetable/rollout/schedules-rollout.service.ts';
import {
  bareFastify,
  baselineCell,
  BROWSER_HEADERS,
  describe,
  kindName,
  kinds,
  load,
  openBenchDatabase,
  startApp,
  type Load,
} from './lib/http-load.ts';

const CHILD_KIND = process.env.BENCH_SEARCH_KIND as DatabaseKind | undefined;
const RESULT_FILE = process.env.BENCH_SEARCH_RESULT;

/** The process's peak RSS so far in MB (VmHWM: the kernel's count, no sample can miss it). */
function peakRssMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function child(kind: DatabaseKind) {
  const database = await openBenchDatabase(kind);
  try {
    const operator = operatorServiceFor(database.db, 'UTC');
    const rollout = createRolloutService({
      db: database.db,
      timezone: () => operator.operatorTimezone(),
    });
    let importedAt = 0;
    let rolloutMs = 0;
    const service = createGtfsService({
      repo: createGtfsRepo(database.db),
      exportRepo: createGtfsExportRepo(database.db),
      exportDefaults: {
        agencyName: 'Busway',
        agencyUrl: 'http://localhost',
        timezone: async () => 'UTC',
      },
      timezone: 'UTC',
      rollOut: async () => {
        const started = performance.now();
        const report = await rollout.rollOutAll();
        rolloutMs = performance.now() - started;
        return report.created;
      },
    });
    const started = performance.now();
    const outcome = await service.importFeed({
      path: feedPath('hart'),
      fileName: 'hart.zip',
      actorId: null,
      shiftToCurrentWeek: true,
      onImported: () => (importedAt = performance.now()),
    });
    const wholeMs = performance.now() - started;
    if (!outcome.ok)
      throw new Error(
        `the HART import failed: ${JSON.stringify(outcome.report.errors.slice(0, 5))}`,
      );
    const importMs = importedAt - started;
    const importRss = peakRssMb();

    const zone = await operator.operatorTimezone();
    const windowDays = await operator.bookingWindowDays();
    const today = localDate(new Date(), zone);
    const [counted] = await queryRows<{ trips: number }>(
      database.db,
      sql`select count(*)::int as trips from trip`,
    );
    const pair = await busiestPair(database, today);

    const bare = await bareFastify();
    const app = await startApp(database);
    try {
      const search = (date: string) =>
        `${app.url}/api/trips?from=${pair.fromId}&to=${pair.toId}&date=${date}`;
      // Every date of the booking window, asked once: how many answer with trips.
      let datesWithTrips = 0;
      let lastDateWithTrips = '';
      let tripsOnDate = 0;
      const firstAnswerMs: number[] = [];
      for (let d = 0; d <= windowDays; d++) {
        const date = addDays(today, d);
        const asked = performance.now();
        const res = await fetch(search(date));
        if (!res.ok) throw new Error(`search on ${date} answered ${res.status}`);
        const n = ((await res.json()) as { trips: unknown[] }).trips.length;
        firstAnswerMs.push(performance.now() - asked);
        if (n > 0) {
          datesWithTrips++;
          lastDateWithTrips = date;
        }
        if (date === pair.date) tripsOnDate = n;
      }
      firstAnswerMs.sort((x, y) => x - y);
      const firstAnswer = {
        p50: firstAnswerMs[Math.floor(firstAnswerMs.length / 2)] ?? NaN,
        max: firstAnswerMs.at(-1) ?? NaN,
      };
      await load(bare.url, 2);
      await load(search(pair.date), 2, BROWSER_HEADERS);
      const baseline = await load(bare.url);
      // As a browser asks (it accepts brotli and gzip), then without compression.
      const measured = await load(search(pair.date), undefined, BROWSER_HEADERS);
      const plain = await load(search(pair.date));
      // The roll-out leaves the planner's statistics stale (PGlite has no autovacuum to refresh
      // them; PostgreSQL's does within minutes): the same load again once they are fresh.
      await database.db.execute(sql`analyze trip, schedule_stop, trip_stop`);
      await load(search(pair.date), 2, BROWSER_HEADERS);
      const analysed = await load(search(pair.date), undefined, BROWSER_HEADERS);
      const rss = peakRssMb();
      console.log(
        `| HART moved to this week, import + roll-out, ${kindName(kind)} | — | import ${seconds(importMs)} s + roll-out ${seconds(rolloutMs)} s = **${seconds(wholeMs)} s**; ${outcome.rolledOutTrips ?? 0} trips rolled out (${counted?.trips ?? 0} in the database); ${datesWithTrips} of ${windowDays + 1} window dates answer with trips, the last ${lastDateWithTrips} | ${Math.round(importRss)} MB peak RSS |`,
      );
      console.log(
        `| GET /api/trips ${pair.fromName} → ${pair.toName}, ${pair.date} (${tripsOnDate} trips), HART, ${kindName(kind)}, 50 connections, as a browser asks (brotli) | ${baselineCell(baseline)} | ${describe(measured, baseline)} | ${Math.round(rss)} MB peak RSS |`,
      );
      console.log(
        `| the same, uncompressed (no Accept-Encoding) | ${baselineCell(baseline)} | ${describe(plain, baseline)} | ${Math.round(rss)} MB peak RSS |`,
      );
      console.log(
        `| the same, after \`analyze trip, schedule_stop, trip_stop\` | ${baselineCell(baseline)} | ${describe(analysed, baseline)} | ${Math.round(rss)} MB peak RSS |`,
      );
      console.log(
        `| first answer of each window date (nothing kept yet), one at a time, ${kindName(kind)} | — | p50 ${firstAnswer.p50.toFixed(0)} ms, slowest ${firstAnswer.max.toFixed(0)} ms | — |`,
      );
      if (RESULT_FILE) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(RESULT_FILE, JSON.stringify({ baseline, measured, analysed }));
      }
    } finally {
      await app.close();
      await bare.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The two places (a station stands for its platforms) among the 12 busiest that the most
 * schedules serve in that order, and the date of the coming week with the most of their trips.
 */
async function busiestPair(database: Awaited<ReturnType<typeof openBenchDatabase>>, today: string) {
  const [pair] = await queryRows<{ from_id: string; to_id: string }>(
    database.db,
    sql`with ss as (
        select ss.schedule_id, ss.sequence, coalesce(s.parent_stop_id, s.id) as place
        from schedule_stop ss join stop s on s.id = ss.stop_id
      ), top as (
        select place from ss group by place order by count(distinct schedule_id) desc limit 12
      )
      select a.place as from_id, b.place as to_id from ss a
      join ss b on b.schedule_id = a.schedule_id and b.sequence > a.sequence and b.place <> a.place
      where a.place in (select place from top) and b.place in (select place from top)
      group by 1, 2 order by count(distinct a.schedule_id) desc limit 1`,
  );
  if (!pair) throw new Error('no pair of HART places shares a schedule');
  const [best] = await queryRows<{ date: string }>(
    database.db,
    sql`select t.service_date::text as date from trip t
      where t.service_date between ${today}::date and ${addDays(today, 6)}::date
        and t.schedule_id in (
          select a.schedule_id from schedule_stop a
          join stop sa on sa.id = a.stop_id
          join schedule_stop b on b.schedule_id = a.schedule_id and b.sequence > a.sequence
          join stop sb on sb.id = b.stop_id
          where coalesce(sa.parent_stop_id, sa.id) = ${pair.from_id}
            and coalesce(sb.parent_stop_id, sb.id) = ${pair.to_id})
      group by 1 order by count(*) desc, 1 limit 1`,
  );
  const names = await queryRows<{ id: string; name: string }>(
    database.db,
    sql`select id, name from stop where id in (${pair.from_id}, ${pair.to_id})`,
  );
  const name = (id: string) => names.find((n) => n.id === id)?.name ?? id;
  return {
    fromId: pair.from_id,
    toId: pair.to_id,
    fromName: name(pair.from_id),
    toName: name(pair.to_id),
    date: best?.date ?? addDays(today, 1),
  };
}

if (CHILD_KIND) {
  await child(CHILD_KIND);
} else {
  // PostgreSQL first, so PGlite's row can say its share of PostgreSQL's throughput.
  const results = new Map<DatabaseKind, { baseline: Load; measured: Load; analysed: Load }>();
  for (const kind of [...kinds].reverse()) {
    const file = join(tmpdir(), `busway-bench-search-${process.pid}-${kind}.json`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_SEARCH_KIND: kind, BENCH_SEARCH_RESULT: file },
    });
    if (run.status !== 0) throw new Error(`the ${kind} search bench failed (${run.status})`);
    results.set(kind, JSON.parse(readFileSync(file, 'utf8')));
    rmSync(file, { force: true });
  }
  const pg = results.get('postgres');
  const lite = results.get('pglite');
  if (pg && lite)
    for (const when of ['measured', 'analysed'] as const)
      console.log(
        `| GET /api/trips, HART: PGlite's throughput against PostgreSQL's (target ≥ 40 %)${when === 'analysed' ? ', statistics fresh' : ''} | PostgreSQL ${Math.round(pg[when].rps)} req/s | **${((100 * lite[when].rps) / pg[when].rps).toFixed(0)} %** (PGlite ${Math.round(lite[when].rps)} req/s) | — |`,
      );
}
