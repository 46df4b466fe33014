/**
 * Compares a feed with its export field by field (docs/decisions/016-gtfs-round-trip.md): every
 * column of every file is either kept, and compared after the documented normalisation, or named
 * in NOT_KEPT. Rows the decision record says are left out are left out of the comparison.
 */
import { parseCsv } from '../feed/csv.ts';
import { GTFS_COLUMNS, type GtfsFile } from '../feed/gtfs-columns.ts';

/** Files the import does not keep (frequencies are written back as trips: decision 003). */
export const FILES_NOT_KEPT = [
  'frequencies.txt',
  'calendar_attributes.txt',
  'directions.txt',
  'attributions.txt',
  'farezone_attributes.txt',
  'route_attributes.txt',
  'rider_categories.txt',
  'fare_rider_categories.txt',
  'fare_products.txt',
  'fare_leg_rules.txt',
];

/** Columns of kept files that real feeds carry and the import does not keep. */
export const COLUMNS_NOT_KEPT: Record<string, string[]> = {
  'agency.txt': ['tts_agency_name'],
  'stops.txt': ['stop_desc', 'stop_url', 'platform_code', 'tts_stop_name', 'position', 'direction'],
  'routes.txt': [
    'route_desc',
    'route_url',
    'route_sort_order',
    'min_headway_minutes',
    'eligibility_restricted',
    'continuous_pickup',
    'continuous_drop_off',
    'tts_route_short_name',
    'tts_route_long_name',
  ],
  'calendar.txt': ['service_name'],
  'calendar_dates.txt': ['holiday_name'],
  'trips.txt': [
    'trip_type',
    'drt_max_travel_time',
    'drt_avg_travel_time',
    'drt_advance_book_min',
    'drt_pickup_message',
    'drt_drop_off_message',
    'continuous_pickup_message',
    'continuous_drop_off_message',
    'tts_trip_headsign',
    'tts_trip_short_name',
  ],
  'stop_times.txt': [
    'stop_headsign',
    'pickup_type',
    'drop_off_type',
    'drop_off_time',
    'start_service_area_id',
    'end_service_area_id',
    'start_service_area_radius',
    'end_service_area_radius',
    'continuous_pickup',
    'continuous_drop_off',
    'pickup_booking_rule_id',
    'drop_off_booking_rule_id',
    'start_pickup_dropoff_window',
    'end_pickup_dropoff_window',
    'mean_duration_factor',
    'mean_duration_offset',
    'safe_duration_factor',
    'safe_duration_offset',
    'tts_stop_headsign',
    'min_arrival_time',
    'max_departure_time',
  ],
  'fare_attributes.txt': ['agency_id'],
  'feed_info.txt': ['feed_license', 'feed_id'],
};

export type Table = Record<string, string>[];

export function tableOf(text: string | undefined): { header: string[]; rows: Table } {
  if (!text) return { header: [], rows: [] };
  const [head, ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (head?.fields ?? []).map((h) => h.trim());
  const rows = records
    .filter((r) => r.fields.some((f) => f.trim() !== ''))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, (r.fields[i] ?? '').trim()])));
  return { header, rows };
}

const NUMERIC = new Set([
  'stop_lat',
  'stop_lon',
  'shape_pt_lat',
  'shape_pt_lon',
  'shape_dist_traveled',
  'price',
]);
const TIMES = new Set(['arrival_time', 'departure_time']);
const COLOURS = new Set(['route_color', 'route_text_color']);
/** Enumerations whose empty value GTFS reads as 0. */
const EMPTY_IS_ZERO = new Set(['location_type', 'transfer_type', 'payment_method']);

/** The documented normalisation of one value (decision 016). */
export function normalise(column: string, value: string, agencyZone: string): string {
  if (value === '' && EMPTY_IS_ZERO.has(column)) return '0';
  if (value === '') return '';
  if (NUMERIC.has(column)) return String(Number(value));
  if (TIMES.has(column)) return value.padStart(8, '0');
  if (COLOURS.has(column)) return value.toUpperCase();
  if (column === 'stop_timezone' && value === agencyZone) return '';
  return value;
}

/** The kept columns of a file's rows, normalised, one sorted line per row. */
export function comparable(file: GtfsFile, rows: Table, header: string[], zone: string) {
  const columns = GTFS_COLUMNS[file].filter((c) => header.includes(c));
  return rows
    .map((row) => columns.map((c) => `${c}=${normalise(c, row[c] ?? '', zone)}`).join(' '))
    .sort();
}

/** Columns of the original neither kept nor named as not kept: a loss nobody documented. */
export function undocumentedColumns(file: string, header: string[]): string[] {
  const kept = new Set<string>((GTFS_COLUMNS as Record<string, readonly string[]>)[file] ?? []);
  const left = new Set(COLUMNS_NOT_KEPT[file] ?? []);
  return header.filter((c) => !kept.has(c) && !left.has(c));
}
