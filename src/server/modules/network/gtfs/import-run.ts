/**
 * One GTFS import: every stage inside one transaction, rolled back when the feed has any error,
 * so a bad feed changes nothing. Files are read in dependency order, whatever the archive's.
 */
import type { ImportOutcome } from '#shared/gtfs.ts';
import type { GtfsRepo } from './gtfs.repo.ts';
import { importFares, writeFares } from './import-fares.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits.ts';
import { retireDropped, writeRouteStops } from './import-finish.ts';
import { importAgencies, importCalendars, importRoutes, importShapes } from './import-network.ts';
import { operatorOutcome, writeOperatorSettings } from './import-operator.ts';
import { FILES_READ, ImportState, PROGRESS, type ImportProgress } from './import-state.ts';
import { importStops } from './import-stops.ts';
import { importStopTimes, importTrips, writeSchedules } from './import-trips.ts';
import { ReportBuilder } from './report.ts';
import { declaredOverLimits, type ZipReader } from './zip.ts';

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
  /** What the import may inflate and hold; DEFAULT_IMPORT_LIMITS when absent. */
  limits?: ImportLimits;
}

class RollBack extends Error {}

export async function runImport(
  options: RunImportOptions,
  report = new ReportBuilder(),
): Promise<ImportOutcome> {
  const started = performance.now();
  let state: ImportState | undefined;
  try {
    await options.repo.transaction(async (repo) => {
      state = new ImportState(options.zip, repo, report, await repo.existingIds(), options);
      checkFiles(options.zip, report, options.limits ?? DEFAULT_IMPORT_LIMITS);
      if (!report.hasErrors) await stages(state);
      if (report.hasErrors) throw new RollBack();
      await state.step('finishing', [PROGRESS.routeStops, PROGRESS.committed], 0, 1);
      await finish(state, options);
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  const ok = !report.hasErrors;
  return {
    ok,
    counts: state!.counts,
    timezone: ok ? (state!.timezone ?? null) : null,
    report: report.build(),
    seconds: Math.round(performance.now() - started) / 1000,
    rolledOutTrips: null,
    ...operatorOutcome(state, ok),
  };
}

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
  await importStops(state);
  await importRoutes(state);
  const fares = await importFares(state);
  await importCalendars(state);
  await importShapes(state);
  await importTrips(state);
  await importStopTimes(state);
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
