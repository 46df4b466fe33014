/**
 * stop_times.txt, the feed's bulk (HART: 438k rows), kept in typed columns rather than objects,
 * about 36 bytes a row, because a feed need not list a trip's rows together: every row is
 * read before any trip is built.
 */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { parseChoice, parseCount, parseDecimal, parseGtfsTime } from '../../feed/values.ts';

export const STOP_TIME_COLUMNS = GTFS_COLUMNS['stop_times.txt'];
export const STOP_TIME_REQUIRED = ['trip_id', 'stop_id', 'stop_sequence'] as const;

/** A time the feed leaves empty, to interpolate. */
export const NO_TIME = -1;
/** A timepoint the feed leaves empty. */
export const NO_TIMEPOINT = -1;

const COLUMNS = ['trip', 'stop', 'sequence', 'arrive', 'depart', 'timepoint', 'line'] as const;
type Column = (typeof COLUMNS)[number];

export class StopTimeStore {
  private readonly cols: Record<Column, Int32Array>;
  /** shape_dist_traveled, NaN when the feed leaves it empty. */
  private distances: Float64Array;
  length = 0;

  constructor(capacity = 4096) {
    this.cols = Object.fromEntries(COLUMNS.map((c) => [c, new Int32Array(capacity)])) as Record<
      Column,
      Int32Array
    >;
    this.distances = new Float64Array(capacity);
  }

  add(row: Record<Column, number>, distance = Number.NaN) {
    if (this.length === this.cols.trip.length) this.grow();
    for (const c of COLUMNS) this.cols[c][this.length] = row[c];
    this.distances[this.length] = distance;
    this.length++;
  }

  get(column: Column, row: number): number {
    return this.cols[column][row]!;
  }

  /** The row's shape_dist_traveled, undefined when not given. */
  distance(row: number): number | undefined {
    const value = this.distances[row]!;
    return Number.isNaN(value) ? undefined : value;
  }

  /** Row numbers grouped by trip index, each group in stop_sequence order. */
  *byTrip(tripCount: number): Generator<{ trip: number; rows: Int32Array }> {
    const { trip, sequence } = this.cols;
    const starts = new Int32Array(tripCount + 1);
    for (let i = 0; i < this.length; i++) starts[trip[i]! + 1]!++;
    for (let t = 0; t < tripCount; t++) starts[t + 1]! += starts[t]!;
    const order = new Int32Array(this.length);
    const next = starts.slice(0, tripCount);
    for (let i = 0; i < this.length; i++) order[next[trip[i]!]!++] = i;
    for (let t = 0; t < tripCount; t++) {
      const rows = order.subarray(starts[t]!, starts[t + 1]!);
      rows.sort((a, b) => sequence[a]! - sequence[b]!);
      yield { trip: t, rows };
    }
  }

  private grow() {
    for (const c of COLUMNS) {
      const bigger = new Int32Array(this.cols[c].length * 2);
      bigger.set(this.cols[c]);
      this.cols[c] = bigger;
    }
    const distances = new Float64Array(this.distances.length * 2);
    distances.set(this.distances);
    this.distances = distances;
  }
}

/** Adds one stop_times.txt record to the store; reports and skips a bad one. */
export function addStopTime(
  record: CsvRecord,
  c: Columns<(typeof STOP_TIME_COLUMNS)[number]>,
  report: FileReport,
  refs: {
    trips: ReadonlyMap<string, number>;
    stops: ReadonlyMap<string, number>;
    /** Ids whose own rows were in error: skipped here without a second error. */
    rejected: { trips: ReadonlySet<string>; stops: ReadonlySet<string> };
  },
  store: StopTimeStore,
) {
  const { line } = record;
  const tripId = field(record, c.trip_id);
  const stopId = field(record, c.stop_id);
  const trip = refs.trips.get(tripId);
  const stop = refs.stops.get(stopId);
  if (refs.rejected.trips.has(tripId) || refs.rejected.stops.has(stopId)) return;
  if (trip === undefined)
    return report.error(line, `trip_id "${tripId}" names no trip in trips.txt`);
  if (stop === undefined)
    return report.error(line, `trip ${tripId}: stop_id "${stopId}" names no stop in stops.txt`);
  const sequence = parseCount(field(record, c.stop_sequence));
  if (sequence === undefined)
    return report.error(line, `trip ${tripId}: stop_sequence is not a whole number`);
  const arrive = time(record, c.arrival_time, report);
  const depart = time(record, c.departure_time, report);
  if (arrive === undefined || depart === undefined) return;
  const timepoint = parseChoice(field(record, c.timepoint), 1);
  if (timepoint === undefined)
    return report.error(
      line,
      `trip ${tripId}: timepoint is "${field(record, c.timepoint)}", not 0 or 1`,
    );
  const distanceText = field(record, c.shape_dist_traveled);
  const distance = distanceText === '' ? Number.NaN : parseDecimal(distanceText);
  if (distance === undefined || distance < 0)
    return report.error(
      line,
      `trip ${tripId}: shape_dist_traveled "${distanceText}" is not a distance`,
    );
  store.add(
    {
      trip,
      stop,
      sequence,
      arrive: arrive === NO_TIME ? depart : arrive,
      depart: depart === NO_TIME ? arrive : depart,
      timepoint: timepoint ?? NO_TIMEPOINT,
      line,
    },
    distance,
  );
}

function time(record: CsvRecord, column: number, report: FileReport): number | undefined {
  const text = field(record, column);
  if (text === '') return NO_TIME;
  const seconds = parseGtfsTime(text);
  if (seconds === undefined) report.error(record.line, `"${text}" is not a H:MM:SS time`);
  return seconds;
}
