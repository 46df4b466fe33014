/** What an import carries from one feed file to the next, and its progress. */
import type { LatLng } from '#db/seed/shape.ts';
import type { ImportCounts, ImportStage } from '#shared/gtfs.ts';
import type { CsvRecord } from './csv.ts';
import { readFeedFile, type Columns } from './feed-file.ts';
import { IdResolver } from './feed-ids.ts';
import type { ExistingIds, GtfsWriter } from './gtfs.repo.ts';
import type { CalendarInput } from './map-calendar.ts';
import type { FrequencyWindow, TripInput } from './map-trips.ts';
import { emptyCounts, type FileReport, type ReportBuilder } from './report.ts';
import { RoutePatterns } from './schedules.ts';
import { StopTimeStore } from './stop-times.ts';
import type { ZipReader } from './zip.ts';

export interface ImportProgress {
  stage: ImportStage;
  percent: number;
}

/** Share of the bar for reading the files; writing the schedules takes the rest. */
const READING_SHARE = 70;

export class ImportState {
  readonly counts: ImportCounts = emptyCounts();
  timezone: string | undefined;
  readonly agencies: IdResolver;
  readonly agencyIds = new Set<string>();
  /** Stop index by GTFS stop_id; the index points into stopIds and stopPositions. */
  readonly stopIndex = new Map<string, number>();
  readonly stopIds: string[] = [];
  readonly stopPositions: LatLng[] = [];
  readonly stopResolver: IdResolver;
  /**
   * Ids of stops and trips whose own rows had errors: rows naming them are skipped without
   * another error, so one bad stop does not bury the report under its stop times.
   */
  readonly rejected = { stops: new Set<string>(), trips: new Set<string>() };
  /** Our uuid of each route of the feed, by route_id. */
  readonly routes = new Map<string, string>();
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

  constructor(
    readonly zip: ZipReader,
    readonly repo: GtfsWriter,
    readonly report: ReportBuilder,
    readonly existing: ExistingIds,
    private readonly onProgress: (progress: ImportProgress) => void,
  ) {
    this.agencies = new IdResolver(existing.agencies);
    this.stopResolver = new IdResolver(existing.stops);
    this.scheduleResolver = new IdResolver(
      [...existing.schedules].map(([gtfsId, s]) => [gtfsId, s.id] as const),
    );
    this.totalBytes = zip.entries.reduce((sum, e) => sum + e.uncompressedSize, 0) || 1;
  }

  /** Rows are written only while the feed has no error: one error and the transaction rolls back. */
  get writing(): boolean {
    return !this.report.hasErrors;
  }

  progress(stage: ImportStage, percent: number) {
    this.onProgress({ stage, percent: Math.min(100, Math.max(0, Math.round(percent * 10) / 10)) });
  }

  /** Reads one feed file, reporting progress by bytes; false when the file is absent or unreadable. */
  async read<K extends string>(
    stage: ImportStage,
    file: string,
    spec: { columns: readonly K[]; required: readonly K[] },
    onBatch: (
      records: CsvRecord[],
      columns: Columns<K>,
      report: FileReport,
    ) => void | Promise<void>,
  ): Promise<boolean> {
    const report = this.report.forFile(file);
    const size = this.zip.entries.find((e) => e.name === file)?.uncompressedSize ?? 0;
    const percentAt = (bytes: number) =>
      (READING_SHARE * (this.doneBytes + bytes)) / this.totalBytes;
    this.progress(stage, percentAt(0));
    const found = await readFeedFile(
      this.zip,
      { report, ...spec, onBytes: (bytes) => this.progress(stage, percentAt(bytes)) },
      (records, columns) => onBatch(records, columns, report),
    );
    this.doneBytes += size;
    return found;
  }

  /** Progress while writing schedules: from the end of reading to 97 %. */
  writingProgress(done: number, total: number) {
    this.progress('schedules', READING_SHARE + ((97 - READING_SHARE) * done) / Math.max(1, total));
  }
}
