/**
 * `npm run import:gtfs -- feed.zip [--allow-timezone-change] [--shift-days N | --shift-to-this-week]`:
 * imports a GTFS feed into the database
 * the server would open, printing progress and the validation report, then rolls out dated trips as
 * the server does after an import. A feed that would move a network already there to another time
 * zone needs `--allow-timezone-change` (decision 008). `--shift-days N` (a multiple of 7) moves every
 * date of an out-of-date feed by N days, `--shift-to-this-week` so that it starts this week. Exits 1 when the feed has errors or needs
 * that confirmation (then nothing changed), 2 on a usage mistake.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import type { ImportIssue, ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { EnvError, loadEnv } from '#server/config/env.ts';
import { AppError } from '#server/errors.ts';
import { createGtfsExportRepo } from '#server/modules/gtfs/export/export.repo.ts';
import { createGtfsRepo } from '#server/modules/gtfs/gtfs.repo.ts';
import { createGtfsService } from '#server/modules/gtfs/gtfs.service.ts';
import { createImportJobsRepo } from '#server/modules/gtfs/jobs/import-jobs.repo.ts';
import { createImportJobs } from '#server/modules/gtfs/jobs/import-jobs.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { checkShiftDays } from '#server/modules/gtfs/mapping/calendar/shift-days.ts';
import { createRolloutService } from '#server/modules/timetable/rollout/schedules-rollout.service.ts';

const ALLOW_TIMEZONE_CHANGE = '--allow-timezone-change';
const SHIFT_DAYS = '--shift-days';
const SHIFT_TO_THIS_WEEK = '--shift-to-this-week';

/** The options after the file; a usage mistake as a sentence. */
function parseArgs(args: string[]) {
  const at = args.indexOf(SHIFT_DAYS);
  const shiftArg = at === -1 ? undefined : (args[at + 1] ?? '');
  const rest = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
  const shiftDays = shiftArg === undefined || !/^[+-]?\d+$/.test(shiftArg) ? NaN : Number(shiftArg);
  const shiftToCurrentWeek = rest.includes(SHIFT_TO_THIS_WEEK);
  return {
    file: rest.find((arg) => arg !== ALLOW_TIMEZONE_CHANGE && arg !== SHIFT_TO_THIS_WEEK),
    allowTimezoneChange: rest.includes(ALLOW_TIMEZONE_CHANGE),
    shiftDays: shiftArg === undefined ? 0 : shiftDays,
    shiftToCurrentWeek,
    problem: shiftArg === undefined ? undefined : shiftProblem(shiftDays, shiftToCurrentWeek),
  };
}

function shiftProblem(shiftDays: number, shiftToCurrentWeek: boolean): string | undefined {
  if (shiftToCurrentWeek) return `Give ${SHIFT_DAYS} or ${SHIFT_TO_THIS_WEEK}, not both.`;
  const why = checkShiftDays(shiftDays);
  return why && `${SHIFT_DAYS} ${why}.`;
}

async function main(args: string[]): Promise<number> {
  const { file, problem, ...options } = parseArgs(args);
  if (problem) {
    console.error(problem);
    return 2;
  }
  if (!file || !existsSync(file)) {
    console.error(
      file ? `No such file: ${file}` : 'Usage: npm run import:gtfs -- path/to/feed.zip',
    );
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
  });
  try {
    await database.migrate();
    const operator = operatorServiceFor(database.db, env.OPERATOR_TIMEZONE);
    // As the server does: every bookable date (today up to today + the booking window) gets its
    // trips, not only ROLLOUT_DAYS of them.
    const rollout = createRolloutService({
      db: database.db,
      timezone: () => operator.operatorTimezone(),
      bookingWindowDays: () => operator.bookingWindowDays(),
    });
    const service = createGtfsService({
      repo: createGtfsRepo(database.db),
      exportRepo: createGtfsExportRepo(database.db),
      exportDefaults: {
        agencyName: env.APP_NAME,
        agencyUrl: env.PUBLIC_URL ?? '',
        timezone: async () => env.OPERATOR_TIMEZONE,
      },
      currency: env.CURRENCY,
      timezone: env.OPERATOR_TIMEZONE,
      rollOut: () =>
        rollout.rollOutAll().then(
          (report) => {
            console.log(`Roll-out: ${report.schedules} schedules in ${report.durationMs} ms.`);
            return report.created;
          },
          (error: unknown) => {
            console.error('The roll-out of dated trips failed; the server rolls them out:', error);
            return null;
          },
        ),
    });
    // As the server does: one import at a time across processes, runs a stopped one left closed.
    const jobs = createImportJobs({
      service,
      repo: createImportJobsRepo(database.db),
      log: { error: (_o, message) => console.error(message), warn: () => undefined },
    });
    await jobs.recoverAtStartUp();
    const outcome = await new Promise<ImportOutcome>((resolve, reject) => {
      let shown = '';
      const input = { path: file, fileName: basename(file), actorId: null, ...options };
      jobs
        .start({ ...input, userFile: true, cleanup: async () => undefined }, (job) => {
          const line = `${job.stage} ${Math.floor(job.percent / 10) * 10}%`;
          if (line !== shown && job.status === 'running') console.log((shown = line));
          if (job.status !== 'running') resolve(job.outcome!);
        })
        .catch(reject);
    });
    await jobs.idle();
    printOutcome(outcome);
    return outcome.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

function printOutcome(outcome: ImportOutcome) {
  const where = (i: ImportIssue) => (i.line === null ? i.file : `${i.file}:${i.line}`);
  const { report } = outcome;
  for (const issue of report.errors) console.error(`error   ${where(issue)}  ${issue.message}`);
  if (report.errorCount > report.errors.length)
    console.error(`… and ${report.errorCount - report.errors.length} more errors`);
  for (const issue of report.warnings) console.log(`warning ${where(issue)}  ${issue.message}`);
  if (report.warningCount > report.warnings.length)
    console.log(`… and ${report.warningCount - report.warnings.length} more warnings`);
  if (outcome.refusal) {
    const { from, to } = outcome.refusal.timezone;
    console.error(
      `Nothing was changed: the feed would move the operator from ${from} to ${to}; run again with ${ALLOW_TIMEZONE_CHANGE} to confirm.`,
    );
    return;
  }
  if (!outcome.ok) {
    console.error(`The feed has ${report.errorCount} errors; nothing was changed.`);
    return;
  }
  if (outcome.shiftMessage) console.log(outcome.shiftMessage);
  const c = outcome.counts;
  console.log(
    `Imported in ${outcome.seconds} s: ${c.stops} stops, ${c.routes} routes, ${c.schedules} trips (schedules), ` +
      `${c.stopTimes} stop times, ${c.serviceCalendars} services, ${c.shapes} shapes, ${c.fares} route fares; ` +
      `${c.deactivatedSchedules} earlier trips retired. Operator time zone: ${outcome.timezone}.`,
  );
  if (outcome.rolledOutTrips !== null)
    console.log(`Rolled out ${outcome.rolledOutTrips} dated trips.`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // An import already running (ConflictError) or a bad environment: the sentence is enough.
    console.error(error instanceof EnvError || error instanceof AppError ? error.message : error);
    process.exit(1);
  },
);
