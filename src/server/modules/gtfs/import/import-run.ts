/**
 * One GTFS import: the feed checked with nothing written, then written (in one transaction on
 * PostgreSQL, in batches on PGlite), so a bad feed changes nothing. Files are read in dependency
 * order, whatever the archive's.
 */
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { lastWrites, type GtfsRepo, type GtfsWriter } from '../gtfs.repo.ts';
import { importFares, writeFares } from './import-fares.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../feed/import-limits.ts';
import { retireDropped, writeRouteStops } from './import-finish.ts';
import { importAgencies, importCalendars, importRoutes, importShapes } from './import-network.ts';
import { TIMEZONE_SETTING } from '../../network/operator/operator.service.ts';
import { operatorOutcome, writeOperatorSettings } from './import-operator.ts';
import { FILES_READ, ImportState, PROGRESS, type ImportProgress } from './import-state.ts';
import { importStops } from './import-stops.ts';
import { importFeedInfo, importTransfers } from './import-feed-extras.ts';
import { importStopTimes, importTrips, writeSchedules } from './import-trips.ts';
import { ReportBuilder } from '../report.ts';
import { shiftSentence, shiftToCurrentWeek } from '../mapping/calendar/shift-days.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { declaredOverLimits, type ZipReader } from '../feed/zip.ts';

const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];

export interface RunImportOptions {
  zip: ZipReader;
  repo: GtfsRepo;
  fileName: string;
  actorId: string | null;
  onProgress: (progress: ImportProgress) => void;
  /** CURRENCY: the operator's until a feed sets one (import-operator.ts). */
  currency?: string;
  /** OPERATOR_TIMEZONE: the operator's until a feed sets one. */
  timezone?: string;
  /** The admin confirmed a change of the operator's time zone. */
  allowTimezoneChange?: boolean;
  /** Days every date of the feed moves by, a multiple of 7 (mapping/calendar/shift-days.ts). */
  shiftDays?: number;
  /** Move the feed so that it starts this week, the shift computed once the feed is checked. */
  shiftToCurrentWeek?: boolean;
  /** What the import may inflate and hold; DEFAULT_IMPORT_LIMITS when absent. */
  limits?: ImportLimits;
  /** The gtfs_import row, marked as writing and given its outcome with the last writes. */
  jobId?: string;
}

class RollBack extends Error {}

/**
 * Checks the whole feed with nothing written, then, when it has no error, reads it again and
 * writes it: a feed with errors never changes anything, and the writing pass can commit in
 * batches on PGlite (gtfs.repo.ts `transaction`) so other requests do not wait for the import.
 * The checking pass shows as stage `reading`, the first 30 % of the bar; the writing pass the rest.
 */
export async function runImport(
  options: RunImportOptions,
  report = new ReportBuilder(),
): Promise<ImportOutcome> {
  const started = performance.now();
  const onProgress = options.onProgress;
  const scaled = (from: number, share: number, checking: boolean) => (p: ImportProgress) =>
    onProgress({
      stage: checking ? 'reading' : p.stage,
      percent: from + (p.percent * share) / PROGRESS.committed,
    });
  let state = await pass({ ...options, onProgress: scaled(0, CHECKED, true) }, report, true);
  let final = report;
  if (!report.hasErrors) {
    final = new ReportBuilder();
    const writing = {
      ...options,
      shiftDays: options.shiftToCurrentWeek ? currentWeekShift(state) : (options.shiftDays ?? 0),
      onProgress: scaled(CHECKED, PROGRESS.committed - CHECKED, false),
    };
    state = await pass(writing, final, false, (s) => outcomeOf(s, final, started));
  }
  return outcomeOf(state, final, started);
}

/** Where the checking pass ends on the bar, in percent. */
const CHECKED = 30;

function outcomeOf(state: ImportState, report: ReportBuilder, started: number): ImportOutcome {
  const ok = !report.hasErrors;
  return {
    ok,
    counts: state.counts,
    timezone: ok ? (state.timezone ?? null) : null,
    report: report.build(),
    seconds: Math.round(performance.now() - started) / 1000,
    rolledOutTrips: null,
    ...operatorOutcome(state, ok),
    shiftDays: state.shiftDays,
    shiftMessage: state.shiftDays === 0 ? null : shiftSentence(state.shiftDays),
  };
}

/**
 * The shift that puts the feed's first service date (read unshifted by the checking pass) on this
 * week's same weekday, on or before today in the feed's zone, which the import makes the operator's.
 */
function currentWeekShift(checked: ImportState): number {
  const firsts = [...checked.calendarSpans.values()].map((span) => span.first).sort();
  const zone = checked.timezone ?? checked.defaults.timezone ?? 'UTC';
  return firsts[0] ? shiftToCurrentWeek(firsts[0], localDate(new Date(), zone)) : 0;
}

/** One pass over the feed; `checking` writes nothing and needs no transaction. */
async function pass(
  options: RunImportOptions,
  report: ReportBuilder,
  checking: boolean,
  outcome?: (state: ImportState) => ImportOutcome,
): Promise<ImportState> {
  let state: ImportState | undefined;
  const work = async (repo: GtfsWriter) => {
    const existing = await repo.existingIds();
    state = new ImportState(options.zip, repo, report, existing, { ...options, checking });
    checkFiles(options.zip, report, options.limits ?? DEFAULT_IMPORT_LIMITS);
    if (!checking && options.jobId) await repo.markWriting(options.jobId);
    if (!report.hasErrors) await stages(state);
    if (report.hasErrors) throw new RollBack();
    if (checking) return;
    await state.step('finishing', [PROGRESS.routeStops, PROGRESS.committed], 0, 1);
    await lastWrites(repo, async (last) => {
      state!.repo = last;
      await finish(state!, options);
      if (options.jobId) await last.recordCommitted(options.jobId, outcome!(state!));
    });
  };
  try {
    await (checking ? work(options.repo) : options.repo.transaction(work));
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    // Only a change to the database since the check can fail the writing pass.
    if (!checking && state!.repo.batched) report.error('(feed)', null, PARTLY_WRITTEN);
  }
  return state!;
}

/** The network changed between the check and the writing pass, which committed in batches. */
export const PARTLY_WRITTEN =
  'the network changed while the feed was being written, which stopped part-way: the network ' +
  'is partly updated; import the feed again to complete it';

function checkFiles(zip: ZipReader, report: ReportBuilder, limits: ImportLimits) {
  const names = new Set(zip.entries.map((e) => e.name));
  const read = new Set<string>(FILES_READ);
  for (const over of declaredOverLimits(
    zip.entries.filter((e) => read.has(e.name)),
    limits,
  ))
    report.error(over.file, null, over.message);
  for (const file of REQUIRED_FILES) {
    if (!names.has(file)) report.error(file, null, `the feed has no ${file}`);
  }
  if (!names.has('calendar.txt') && !names.has('calendar_dates.txt')) {
    report.error('calendar.txt', null, 'the feed has neither calendar.txt nor calendar_dates.txt');
  }
}

/** In the order of PROGRESS (import-state.ts), so the percent only goes up. */
async function stages(state: ImportState) {
  await importAgencies(state);
  // Written as soon as known (again in finish): on PGlite each write commits at once, and a run
  // stopped part-way must leave a network whose zone and currency are the feed's, so that
  // importing the feed again completes it without asking to confirm a move.
  if (state.writing) await state.repo.setSetting(TIMEZONE_SETTING, state.timezone!);
  await importStops(state);
  await importRoutes(state);
  const fares = await importFares(state);
  if (state.writing) await writeOperatorSettings(state);
  await importCalendars(state);
  await importShapes(state);
  await importTrips(state);
  await importStopTimes(state);
  await importTransfers(state);
  await importFeedInfo(state);
  await writeSchedules(state);
  await writeRouteStops(state);
  await writeFares(state, fares);
}

async function finish(state: ImportState, options: RunImportOptions) {
  await retireDropped(state);
  await writeOperatorSettings(state);
  await state.repo.audit({
    actorId: options.actorId,
    action: 'gtfs.import',
    entity: 'gtfs-feed',
    entityId: options.fileName,
    after: { fileName: options.fileName, timezone: state.timezone, counts: state.counts },
  });
}
