/**
 * stops.txt: boardable stops and platforms become our stops, stations (location_type 1) become
 * stations that group their platforms; entrances, generic nodes and boarding areas are left out.
 */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import {
  isLatitude,
  isLongitude,
  isTimeZone,
  parseChoice,
  parseDecimal,
} from '../../feed/values.ts';

export const STOP_COLUMNS = GTFS_COLUMNS['stops.txt'];
export const STOP_REQUIRED = ['stop_id'] as const;
type StopColumns = Columns<(typeof STOP_COLUMNS)[number]>;

export interface StopInput {
  gtfsId: string;
  /** stop_code, or '' when the feed gives none (see assignStopCodes). */
  stopCode: string;
  name: string;
  lat: number;
  lng: number;
  /** stop_timezone when it differs from the agency's. */
  timezone: string | null;
  /** zone_id, '' when none: the fare zone that zone rules of fare_rules.txt name. */
  zoneId: string;
  /** 0 a stop or platform, 1 a station. */
  locationType: 0 | 1;
  /** parent_station, '' when none; only a stop or platform keeps one (GTFS forbids it on a station). */
  parentGtfsId: string;
  /** wheelchair_boarding 0–2, null when not given. */
  wheelchairBoarding: number | null;
  line: number;
}

/** A stop or station row, 'skipped' for an entrance or other location, undefined when invalid. */
export function mapStop(
  record: CsvRecord,
  c: StopColumns,
  report: FileReport,
  agencyTimezone: string | undefined,
): StopInput | 'skipped' | undefined {
  const { line } = record;
  const gtfsId = field(record, c.stop_id);
  if (!gtfsId) {
    report.error(line, 'stop_id is empty');
    return undefined;
  }
  const locationType = locationTypeOf(field(record, c.location_type));
  if (locationType === undefined) return 'skipped';
  const name = field(record, c.stop_name);
  const lat = parseDecimal(field(record, c.stop_lat));
  const lng = parseDecimal(field(record, c.stop_lon));
  let valid = true;
  if (!name) valid = problem(report, line, `stop ${gtfsId}: stop_name is empty`);
  if (!isLatitude(lat)) {
    valid = problem(
      report,
      line,
      `stop ${gtfsId}: stop_lat "${field(record, c.stop_lat)}" is not a latitude (-90..90)`,
    );
  }
  if (!isLongitude(lng)) {
    valid = problem(
      report,
      line,
      `stop ${gtfsId}: stop_lon "${field(record, c.stop_lon)}" is not a longitude (-180..180)`,
    );
  }
  const zone = field(record, c.stop_timezone);
  if (zone && !isTimeZone(zone)) {
    valid = problem(
      report,
      line,
      `stop ${gtfsId}: stop_timezone "${zone}" is not an IANA time zone`,
    );
  }
  const wheelchair = parseChoice(field(record, c.wheelchair_boarding), 2);
  if (wheelchair === undefined) {
    valid = problem(
      report,
      line,
      `stop ${gtfsId}: wheelchair_boarding "${field(record, c.wheelchair_boarding)}" is not 0, 1 or 2`,
    );
  }
  if (!valid) return undefined;
  const timezone = zone && zone !== agencyTimezone ? zone : null;
  return {
    gtfsId,
    stopCode: field(record, c.stop_code),
    name,
    lat: lat!,
    lng: lng!,
    timezone,
    zoneId: field(record, c.zone_id),
    locationType,
    parentGtfsId: locationType === 0 ? field(record, c.parent_station) : '',
    wheelchairBoarding: wheelchair ?? null,
    line,
  };
}

/** 0 for a stop or platform (also when empty), 1 for a station, undefined for any other location. */
function locationTypeOf(value: string): 0 | 1 | undefined {
  if (value === '' || value === '0') return 0;
  return value === '1' ? 1 : undefined;
}

function problem(report: FileReport, line: number, message: string): false {
  report.error(line, message);
  return false;
}

/**
 * Our stop codes are unique and never empty: the stop_code when the feed gives one that no other
 * stop of the feed has, the stop_id otherwise (made up: an export leaves stop_code empty for those).
 */
export function assignStopCodes(stops: StopInput[], report: FileReport): Map<string, string> {
  const codes = new Map<string, string>();
  const used = new Set<string>();
  for (const stop of stops) {
    let code = stop.stopCode || stop.gtfsId;
    if (used.has(code)) {
      if (stop.stopCode) {
        report.warning(
          stop.line,
          `stop_code ${stop.stopCode} is used twice; stop ${stop.gtfsId} gets its stop_id as code`,
        );
      }
      code = used.has(stop.gtfsId) ? `gtfs:${stop.gtfsId}` : stop.gtfsId;
    }
    used.add(code);
    codes.set(stop.gtfsId, code);
  }
  return codes;
}
