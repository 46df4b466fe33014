/**
 * Structural checks of a GTFS feed, for tests: the first things a validator refuses. Required
 * files, unique ids, every referenced id present, HH:MM:SS times, stop and shape point sequences
 * increasing, values in range. Answers the problems found, so a failing test names them all.
 */
import { parseCsv } from '../feed/csv.ts';
import { isTimeZone, parseDecimal, parseGtfsDate, parseGtfsTime } from '../feed/values.ts';

export type FeedRow = Record<string, string>;
export type FeedTables = Record<string, FeedRow[]>;

/** Each .txt file of a feed as rows keyed by its header. */
export function feedTables(files: Record<string, string>): FeedTables {
  const tables: FeedTables = {};
  for (const [name, text] of Object.entries(files)) {
    const [header, ...records] = parseCsv(text);
    const columns = header?.fields ?? [];
    tables[name] = records.map((r) =>
      Object.fromEntries(columns.map((column, i) => [column, r.fields[i] ?? ''])),
    );
  }
  return tables;
}

const REQUIRED = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
const TIME = /^\d{2,}:[0-5]\d:[0-5]\d$/;

export function feedProblems(files: Record<string, string>): string[] {
  const t = feedTables(files);
  const problems: string[] = [];
  const rows = (file: string) => t[file] ?? [];
  for (const file of REQUIRED) if (!t[file]) problems.push(`${file} is missing`);
  if (!t['calendar.txt'] && !t['calendar_dates.txt'])
    problems.push('calendar.txt and calendar_dates.txt are both missing');

  const ids = (file: string, column: string) => {
    const seen = new Set<string>();
    for (const row of rows(file)) {
      const id = row[column] ?? '';
      if (id === '' || seen.has(id)) problems.push(`${file}: ${column} "${id}" is empty or twice`);
      seen.add(id);
    }
    return seen;
  };
  const agencies = ids('agency.txt', 'agency_id');
  const stops = ids('stops.txt', 'stop_id');
  const routes = ids('routes.txt', 'route_id');
  const trips = ids('trips.txt', 'trip_id');
  const fares = ids('fare_attributes.txt', 'fare_id');
  const services = new Set([
    ...ids('calendar.txt', 'service_id'),
    ...rows('calendar_dates.txt').map((r) => r.service_id!),
  ]);
  const shapes = new Set(rows('shapes.txt').map((r) => r.shape_id!));
  const zones = new Set(rows('stops.txt').map((r) => r.zone_id ?? ''));
  zones.delete('');

  const refer = (file: string, column: string, known: Set<string>, optional = false) => {
    for (const row of rows(file)) {
      const id = row[column] ?? '';
      if (optional && id === '') continue;
      if (!known.has(id)) problems.push(`${file}: ${column} "${id}" names nothing`);
    }
  };
  refer('routes.txt', 'agency_id', agencies, agencies.size === 1);
  refer('trips.txt', 'route_id', routes);
  refer('trips.txt', 'service_id', services);
  refer('trips.txt', 'shape_id', shapes, true);
  refer('stop_times.txt', 'trip_id', trips);
  refer('stop_times.txt', 'stop_id', stops);
  refer('fare_rules.txt', 'fare_id', fares);
  refer('fare_rules.txt', 'route_id', routes, true);
  refer('fare_rules.txt', 'origin_id', zones, true);
  refer('fare_rules.txt', 'destination_id', zones, true);

  problems.push(...valueProblems(t), ...sequenceProblems(t, trips, shapes));
  return problems;
}

function valueProblems(t: FeedTables): string[] {
  const problems: string[] = [];
  for (const a of t['agency.txt'] ?? []) {
    if (!isTimeZone(a.agency_timezone ?? '')) problems.push(`agency ${a.agency_id}: time zone`);
  }
  for (const s of t['stops.txt'] ?? []) {
    const [lat, lon] = [parseDecimal(s.stop_lat ?? ''), parseDecimal(s.stop_lon ?? '')];
    if (!s.stop_name || lat === undefined || Math.abs(lat) > 90) problems.push(`stop ${s.stop_id}`);
    if (lon === undefined || Math.abs(lon) > 180) problems.push(`stop ${s.stop_id}: longitude`);
  }
  for (const r of t['routes.txt'] ?? []) {
    if (!r.route_short_name && !r.route_long_name) problems.push(`route ${r.route_id}: no name`);
    for (const c of [r.route_color, r.route_text_color])
      if (c && !/^[0-9A-F]{6}$/i.test(c)) problems.push(`route ${r.route_id}: colour ${c}`);
  }
  for (const c of t['calendar.txt'] ?? []) {
    const [start, end] = [parseGtfsDate(c.start_date ?? ''), parseGtfsDate(c.end_date ?? '')];
    if (!start || !end || end < start) problems.push(`service ${c.service_id}: dates`);
  }
  for (const st of t['stop_times.txt'] ?? []) {
    for (const time of [st.arrival_time ?? '', st.departure_time ?? ''])
      if (!TIME.test(time)) problems.push(`trip ${st.trip_id}: time "${time}" is not HH:MM:SS`);
  }
  for (const f of t['fare_attributes.txt'] ?? []) {
    const price = parseDecimal(f.price ?? '');
    if (price === undefined || price < 0 || !/^[A-Z]{3}$/.test(f.currency_type ?? ''))
      problems.push(`fare ${f.fare_id}: price or currency`);
  }
  return problems;
}

/** Stop times and shape points: sequences strictly increasing in file order, times never back. */
function sequenceProblems(t: FeedTables, trips: Set<string>, shapes: Set<string>): string[] {
  const problems: string[] = [];
  const stopTimes = groupBy(t['stop_times.txt'] ?? [], 'trip_id');
  for (const trip of trips) {
    const list = stopTimes.get(trip) ?? [];
    if (list.length < 2) problems.push(`trip ${trip}: fewer than two stop times`);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (Number(b.stop_sequence) <= Number(a.stop_sequence))
        problems.push(`trip ${trip}: stop_sequence ${b.stop_sequence} does not increase`);
      const seconds = (text: string | undefined) => parseGtfsTime(text ?? '') ?? Number.NaN;
      if (!(seconds(b.arrival_time) >= seconds(a.departure_time)))
        problems.push(`trip ${trip}: goes back in time at ${b.stop_sequence}`);
    }
  }
  const points = groupBy(t['shapes.txt'] ?? [], 'shape_id');
  for (const shape of shapes) {
    const list = points.get(shape) ?? [];
    if (list.length < 2) problems.push(`shape ${shape}: fewer than two points`);
    for (let i = 1; i < list.length; i++) {
      if (Number(list[i]!.shape_pt_sequence) <= Number(list[i - 1]!.shape_pt_sequence))
        problems.push(`shape ${shape}: shape_pt_sequence does not increase`);
    }
  }
  return problems;
}

function groupBy(rows: FeedRow[], column: string): Map<string, FeedRow[]> {
  const groups = new Map<string, FeedRow[]>();
  for (const row of rows) {
    const key = row[column] ?? '';
    const group = groups.get(key) ?? [];
    if (group.length === 0) groups.set(key, group);
    group.push(row);
  }
  return groups;
}
