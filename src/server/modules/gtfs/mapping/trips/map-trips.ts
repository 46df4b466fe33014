/** trips.txt and frequencies.txt: the trip templates, and the headway windows that repeat them. */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { parseChoice, parseGtfsTime } from '../../feed/values.ts';

export const TRIP_COLUMNS = GTFS_COLUMNS['trips.txt'];
export const TRIP_REQUIRED = ['route_id', 'service_id', 'trip_id'] as const;
export const FREQUENCY_COLUMNS = GTFS_COLUMNS['frequencies.txt'];
export const FREQUENCY_REQUIRED = FREQUENCY_COLUMNS;

export interface TripInput {
  gtfsId: string;
  routeGtfsId: string;
  serviceId: string;
  headsign: string | null;
  directionId: number | null;
  blockId: string | null;
  /** null when the trip has no shape, or names one shapes.txt does not have. */
  shapeGtfsId: string | null;
  shortName: string | null;
  /** wheelchair_accessible and bikes_allowed 0–2, null when not given. */
  wheelchairAccessible: number | null;
  bikesAllowed: number | null;
  line: number;
}

export interface FeedRefs {
  routes: ReadonlySet<string>;
  services: ReadonlySet<string>;
  shapes: ReadonlySet<string>;
  /** shape_ids that shapes.txt lacks: the first line naming each, and how many trips do. */
  missingShapes: Map<string, { line: number; trips: number }>;
}

export function mapTrip(
  record: CsvRecord,
  c: Columns<(typeof TRIP_COLUMNS)[number]>,
  report: FileReport,
  refs: FeedRefs,
): TripInput | undefined {
  const { line } = record;
  const gtfsId = field(record, c.trip_id);
  const routeGtfsId = field(record, c.route_id);
  const serviceId = field(record, c.service_id);
  if (!gtfsId) return void report.error(line, 'trip_id is empty');
  if (!refs.routes.has(routeGtfsId)) {
    return void report.error(
      line,
      `trip ${gtfsId}: route_id "${routeGtfsId}" names no route in routes.txt`,
    );
  }
  if (!refs.services.has(serviceId)) {
    return void report.error(
      line,
      `trip ${gtfsId}: service_id "${serviceId}" is in neither calendar.txt nor calendar_dates.txt`,
    );
  }
  const direction = field(record, c.direction_id);
  if (direction !== '' && direction !== '0' && direction !== '1') {
    return void report.error(line, `trip ${gtfsId}: direction_id is "${direction}", not 0 or 1`);
  }
  const access = { wheelchair: c.wheelchair_accessible, bikes: c.bikes_allowed };
  const [wheelchair, bikes] = [access.wheelchair, access.bikes].map((column) =>
    parseChoice(field(record, column), 2),
  );
  if (wheelchair === undefined || bikes === undefined) {
    const name = wheelchair === undefined ? 'wheelchair_accessible' : 'bikes_allowed';
    const value = field(record, wheelchair === undefined ? access.wheelchair : access.bikes);
    return void report.error(line, `trip ${gtfsId}: ${name} is "${value}", not 0, 1 or 2`);
  }
  let shapeGtfsId: string | null = field(record, c.shape_id) || null;
  if (shapeGtfsId && !refs.shapes.has(shapeGtfsId)) {
    const missing = refs.missingShapes.get(shapeGtfsId) ?? { line, trips: 0 };
    refs.missingShapes.set(shapeGtfsId, { line: missing.line, trips: missing.trips + 1 });
    shapeGtfsId = null;
  }
  return {
    gtfsId,
    routeGtfsId,
    serviceId,
    headsign: field(record, c.trip_headsign) || null,
    directionId: direction === '' ? null : Number(direction),
    blockId: field(record, c.block_id) || null,
    shapeGtfsId,
    shortName: field(record, c.trip_short_name) || null,
    wheelchairAccessible: wheelchair,
    bikesAllowed: bikes,
    line,
  };
}

/** One warning per shape_id that trips name but shapes.txt lacks, or one in all without shapes.txt. */
export function reportMissingShapes(refs: FeedRefs, report: FileReport) {
  const trips = [...refs.missingShapes.values()].reduce((sum, m) => sum + m.trips, 0);
  if (trips === 0) return;
  if (refs.shapes.size === 0) {
    return report.warning(
      null,
      trips === 1
        ? '1 trip names a shape_id but the feed has no shapes; it keeps none'
        : `${trips} trips name a shape_id but the feed has no shapes; they keep none`,
    );
  }
  for (const [shapeId, m] of refs.missingShapes) {
    report.warning(
      m.line,
      `shape_id "${shapeId}" is not in shapes.txt; ${m.trips === 1 ? '1 trip keeps' : `${m.trips} trips keep`} no shape`,
    );
  }
}

/** A headway window of a trip, in seconds of the service day: departures from start, every headway, before end. */
export interface FrequencyWindow {
  start: number;
  end: number;
  headway: number;
}

export function mapFrequency(
  record: CsvRecord,
  c: Columns<(typeof FREQUENCY_COLUMNS)[number]>,
  report: FileReport,
  trips: ReadonlySet<string>,
): { tripId: string; window: FrequencyWindow } | undefined {
  const { line } = record;
  const tripId = field(record, c.trip_id);
  if (!trips.has(tripId))
    return void report.error(line, `trip_id "${tripId}" names no trip in trips.txt`);
  const start = parseGtfsTime(field(record, c.start_time));
  const end = parseGtfsTime(field(record, c.end_time));
  const headway = Number(field(record, c.headway_secs));
  if (start === undefined || end === undefined) {
    return void report.error(line, `trip ${tripId}: start_time and end_time must be H:MM:SS times`);
  }
  if (end <= start)
    return void report.error(line, `trip ${tripId}: end_time is not after start_time`);
  if (!Number.isInteger(headway) || headway <= 0) {
    return void report.error(
      line,
      `trip ${tripId}: headway_secs "${field(record, c.headway_secs)}" is not a positive whole number`,
    );
  }
  return { tripId, window: { start, end, headway } };
}

/**
 * The first-stop departures of a window. GTFS end_time is when the headway stops applying,
 * so a departure exactly at end_time belongs to the next window, not this one.
 */
export function windowDepartures(window: FrequencyWindow): number[] {
  const departures: number[] = [];
  for (let t = window.start; t < window.end; t += window.headway) departures.push(t);
  return departures;
}
