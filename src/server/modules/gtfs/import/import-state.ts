/** What an import carries from one feed file to the next, and its progress. */
import type { LatLng } from '#server/modules/network/lines/geometry/geo.ts';
import type { ImportCounts, ImportRefusal, ImportStage } from '#shared/gtfs/gtfs.ts';
import type { CsvRecord } from '../feed/csv.ts';
import { FeedLimitError, type ImportLimits } from '../feed/import-limits.ts';
import { readFeedFile, type Columns } from '../feed/feed-file.ts';
import { IdResolver } from './feed-ids.ts';
import type { ExistingIds, GtfsWriter } from '../gtfs.repo.ts';
import type { OperatorBefore } from './import-operator.ts';
import type { CalendarInput } from '../mapping/calendar/map-calendar.ts';
import type { FrequencyWindow, TripInput } from '../mapping/trips/map-trips.ts';
import { LISTED_ISSUES, emptyCounts, type FileReport, type ReportBuilder } from '../report.ts';
import { RoutePatterns } from '../mapping/trips/schedules.ts';
import { StopTimeStore } from '../mapping/trips/stop-times.ts';
import type { ZipReader } from '../feed/zip.ts';

export interface ImportProgress {
  stage: ImportStage;
  percent: number;
}

/** The files an import reads, in the order it reads them; their bytes measure the reading part. */
export const FILES_READ = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'fare_attributes.txt',
  'fare_rules.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'shapes.txt',
  'trips.txt',
  'frequencies.txt',
  'stop_times.txt',
  'transfers.txt',
  'feed_info.txt',
] as const;

/**
 * Where each part of an import ends on the bar, in percent: reading the files (and writing stops
 * and shapes), writing schedules, writing route stops, committing; the roll-out of dated trips
 * runs from there to 100. The shares follow where HART's time goes, and the parts run in this
 * order, so the percent never goes back.
 */
export const PROGRESS = {
  reading: 15,
  schedules: 95,
  routeStops: 97,
  committed: 98,
} as const;

/**
 * Lets the event loop take a turn. On PGlite a query resolves without any I/O, so an import would
 * otherwise run its whole transaction as one chain of microtasks: nothing else would run, and the
 * progress written to the upload's answer would leave the process only at the end.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface ImportStateOptions {
  onProgress: (progress: ImportProgress) => void;
  /** CURRENCY, the operator's until an import into an empty network sets one. */
  currency?: string;
  /** OPERATOR_TIMEZONE, the operator's until an import sets one. */
  timezone?: string;
  /** The admin confirmed a change of the operator's time zone (import-operator.ts). */
  allowTimezoneChange?: boolean;
  /** Rows and line length a file may have; the defaults of import-limits.ts when absent. */
  limits?: ImportLimits;
  /** The checking pass: the feed is read and checked, nothing written (import-run.ts). */
  checking?: boolean;
  /** Days every date of the feed moves by, a multiple of 7 (mapping/calendar/shift-days.ts); 0 if absent. */
  shiftDays?: number;
}

export class ImportState {
  readonly counts: ImportCounts = emptyCounts();
  timezone: string | undefined;
  /** Read by the first stage (importAgencies). */
  operator: OperatorBefore = { timezone: undefined, currency: undefined, stops: 0, routes: 0 };
  refusal: ImportRefusal | undefined;
  /** The currency the import stores: an empty network's, from its fares. */
  newCurrency: string | undefined;
  /** The first and last service dates of the calendars, by service_id (added dates included). */
  readonly calendarSpans = new Map<string, { first: string; last: string }>();
  /** The first and last service dates of every schedule written. */
  serviceSpan: { first: string; last: string } | undefined;
  readonly agencies: IdResolver;
  readonly agencyIds = new Set<string>();
  /** Stop index by GTFS stop_id; the index points into stopIds, stopPositions and stopZones. */
  readonly stopIndex = new Map<string, number>();
  readonly stopIds: string[] = [];
  readonly stopPositions: LatLng[] = [];
  /** Each stop's zone_id, '' when it has none (fare zone rules name them). */
  readonly stopZones: string[] = [];
  readonly stopResolver: IdResolver;
  /**
   * Ids of stops and trips whose own rows had errors: rows naming them are skipped without
   * another error, so one bad stop does not bury the report under its stop times.
   */
  readonly rejected = { stops: new Set<string>(), trips: new Set<string>() };
  /** The stop_ids of the feed's stations, which only parent_station and transfers name. */
  readonly stationIds = new Set<string>();
  /** Our uuid of each route of the feed, by route_id. */
  readonly routes = new Map<string, string>();
  /** Each route's line in routes.txt and its name, by route_id, for the report. */
  readonly routeLines = new Map<string, { line: number; name: string }>();
  readonly calendars = new Map<string, CalendarInput & { id: string }>();
  readonly shapes = new Map<string, string>();
  readonly trips: TripInput[] = [];
  readonly tripIndex = new Map<string, number>();
  readonly frequencies = new Map<number, FrequencyWindow[]>();
  readonly stopTimes = new StopTimeStore();
  readonly patterns = new RoutePatterns();
  readonly scheduleGtfsIds = new Set<string>();
  readonly scheduleResolver: IdResolver;
  private readonly totalBytes: number;
  private doneBytes = 0;
  private stoppedReading = false;
  readonly zip: ZipReader;
  /** Swapped for the last writes' transaction (import-run.ts). */
  repo: GtfsWriter;
  readonly report: ReportBuilder;
  readonly existing: ExistingIds;
  private readonly options: ImportStateOptions;

  constructor(
    zip: ZipReader,
    repo: GtfsWriter,
    report: ReportBuilder,
    existing: ExistingIds,
    options: ImportStateOptions,
  ) {
    this.zip = zip;
    this.repo = repo;
    this.report = report;
    this.existing = existing;
    this.options = options;
    this.agencies = new IdResolver(existing.agencies);
    this.stopResolver = new IdResolver(existing.stops);
    this.scheduleResolver = new IdResolver(
      [...existing.schedules].map(([gtfsId, s]) => [gtfsId, s.id] as const),
    );
    const read = new Set<string>(FILES_READ);
    this.totalBytes =
      zip.entries.reduce((sum, e) => sum + (read.has(e.name) ? e.uncompressedSize : 0), 0) || 1;
  }

  /** Rows are written only while the feed has no error: one error and the transaction rolls back. */
  get writing(): boolean {
    return !this.options.checking && !this.report.hasErrors;
  }

  /** The operator's defaults (env), before any import stored a setting. */
  get defaults(): { timezone?: string; currency?: string } {
    return { timezone: this.options.timezone, currency: this.options.currency };
  }

  get shiftDays(): number {
    return this.options.shiftDays ?? 0;
  }

  get allowTimezoneChange(): boolean {
    return this.options.allowTimezoneChange === true;
  }

  progress(stage: ImportStage, percent: number) {
    this.options.onProgress({
      stage,
      percent: Math.min(100, Math.max(0, Math.round(percent * 10) / 10)),
    });
  }

  /**
   * Reads one feed file, reporting progress by bytes and letting the event loop turn after each
   * batch; false when the file is absent or unreadable.
   */
  async read<K extends string>(
    stage: ImportStage,
    file: (typeof FILES_READ)[number],
    spec: { columns: readonly K[]; required: readonly K[] },
    onBatch: (
      records: CsvRecord[],
      columns: Columns<K>,
      report: FileReport,
    ) => void | Promise<void>,
  ): Promise<boolean> {
    const report = this.report.forFile(file);
    if (this.stoppedReading) return false;
    const size = this.zip.entries.find((e) => e.name === file)?.uncompressedSize ?? 0;
    const percentAt = (bytes: number) =>
      (PROGRESS.reading * (this.doneBytes + Math.min(bytes, size))) / this.totalBytes;
    this.progress(stage, percentAt(0));
    const found = await readFeedFile(
      this.zip,
      {
        report,
        ...spec,
        limits: this.options.limits,
        onBytes: (bytes) => this.progress(stage, percentAt(bytes)),
      },
      async (records, columns) => {
        await onBatch(records, columns, report);
        this.stopOnManyErrors(file);
        await nextTurn();
      },
    );
    this.doneBytes += size;
    return found;
  }

  /**
   * A feed this wrong is not read on: what it holds would grow with every bad row (a file of one
   * repeated stop holds them all), and the report lists no more. The reason is the last listed.
   */
  private stopOnManyErrors(file: string) {
    if (this.report.errorTotal < LISTED_ISSUES - 1) return;
    this.stoppedReading = true;
    const message =
      'reading stopped here: the feed has more errors than the report lists; correct these and import it again';
    this.report.lastError(file, null, message);
    throw new FeedLimitError(file, message, true);
  }

  /** Reports step `done` of `total` of a part spanning `span` on the bar, then lets the loop turn. */
  async step(stage: ImportStage, span: readonly [number, number], done: number, total: number) {
    const [start, end] = span;
    this.progress(stage, start + ((end - start) * done) / Math.max(1, total));
    await nextTurn();
  }
}
