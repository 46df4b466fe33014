/** A trip's stop times, checked and with the times the feed leaves empty filled in. */
import { haversineM, type LatLng } from '#server/modules/network/lines/geometry/geo.ts';
import type { FileReport } from '../../report.ts';
import { NO_TIME, NO_TIMEPOINT, type StopTimeStore } from './stop-times.ts';
import { formatGtfsTime } from '../../feed/values.ts';

export interface TripTimes {
  /** Stop indexes (into the import's stop list) in stop_sequence order. */
  stops: number[];
  /** Seconds of the service day. */
  arrive: number[];
  depart: number[];
  /** What the feed says of each stop time besides, kept for the export (decision 016). */
  feed: { sequence: number; distance?: number; timepoint?: 0 | 1 }[];
}

/** The trip's times, or undefined (reported) when they cannot make a schedule. */
export function tripTimes(
  store: StopTimeStore,
  rows: Int32Array,
  tripId: string,
  positions: readonly LatLng[],
  report: FileReport,
): TripTimes | undefined {
  const at = (i: number) => rows[i]!;
  for (let i = 1; i < rows.length; i++) {
    if (store.get('sequence', at(i)) === store.get('sequence', at(i - 1))) {
      return void report.error(
        store.get('line', at(i)),
        `trip ${tripId}: stop_sequence ${store.get('sequence', at(i))} appears twice`,
      );
    }
  }
  const times: TripTimes = { stops: [], arrive: [], depart: [], feed: [] };
  for (const row of rows) {
    times.stops.push(store.get('stop', row));
    times.arrive.push(store.get('arrive', row));
    times.depart.push(store.get('depart', row));
    times.feed.push(feedFields(store, row));
  }
  const last = rows.length - 1;
  if (times.arrive[0] === NO_TIME || times.depart[last] === NO_TIME) {
    const line = store.get('line', at(times.arrive[0] === NO_TIME ? 0 : last));
    return void report.error(
      line,
      `trip ${tripId}: the first and last stop need arrival and departure times`,
    );
  }
  interpolate(times, positions);
  const problem = firstDisorder(times);
  if (problem !== undefined) {
    const t = Math.max(times.arrive[problem]!, times.depart[problem - 1] ?? 0);
    return void report.error(
      store.get('line', at(problem)),
      `trip ${tripId}: times go back in time at stop_sequence ${store.get('sequence', at(problem))} (${formatGtfsTime(t)})`,
    );
  }
  return times;
}

function feedFields(store: StopTimeStore, row: number): TripTimes['feed'][number] {
  const fields: TripTimes['feed'][number] = { sequence: store.get('sequence', row) };
  const distance = store.distance(row);
  if (distance !== undefined) fields.distance = distance;
  const timepoint = store.get('timepoint', row);
  if (timepoint !== NO_TIMEPOINT) fields.timepoint = timepoint as 0 | 1;
  return fields;
}

/** The first stop whose arrival is before its departure from the previous stop, or after its own departure. */
function firstDisorder(times: TripTimes): number | undefined {
  for (let i = 0; i < times.stops.length; i++) {
    if (times.depart[i]! < times.arrive[i]!) return i;
    if (i > 0 && times.arrive[i]! < times.depart[i - 1]!) return i;
  }
  return undefined;
}

/**
 * Stops between two timed stops get times in proportion to the straight-line distance covered,
 * the usual reading of GTFS's "interpolate untimed stops".
 */
function interpolate(times: TripTimes, positions: readonly LatLng[]) {
  let from = 0;
  for (let i = 1; i < times.stops.length; i++) {
    if (times.arrive[i] === NO_TIME) continue;
    if (i - from > 1) fillGap(times, positions, from, i);
    from = i;
  }
}

function fillGap(times: TripTimes, positions: readonly LatLng[], from: number, to: number) {
  const along = [0];
  for (let i = from + 1; i <= to; i++) {
    const leg = haversineM(positions[times.stops[i - 1]!]!, positions[times.stops[i]!]!);
    along.push(along.at(-1)! + leg);
  }
  const total = along.at(-1)!;
  const start = times.depart[from]!;
  const span = times.arrive[to]! - start;
  for (let i = from + 1; i < to; i++) {
    const share = total > 0 ? along[i - from]! / total : (i - from) / (to - from);
    times.arrive[i] = times.depart[i] = start + Math.round(span * share);
  }
}
