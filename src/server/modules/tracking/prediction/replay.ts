/**
 * Replays a day of vehicle positions through the ETA module as if live: pings in time order, each
 * prediction seeing only the pings up to its own, the route's buses sharing their recent stretch
 * times as they run. Afterwards every prediction is scored against what happened (evaluate.ts).
 * No database and no clock: everything comes from the pings.
 */
import { zonedDateTime } from '#shared/core/zoned-time.ts';
import type { LatLng } from '../../network/lines/geometry/geo.ts';
import {
  predictArrivals,
  propagatedArrivals,
  segmentKey,
  timetableArrivals,
  type TimetableStop,
  type Traversal,
} from './eta.ts';
import { actualArrivals, ErrorTable, MAX_GAP_MS } from './evaluate.ts';
import { matchFix, type MatchedFix } from './shape.ts';
import type { TripPlan } from './trip-plans.ts';

export interface TracePing {
  tripId: string;
  serviceDate: string;
  atMs: number;
  position: LatLng;
}

export interface Prediction {
  tripId: string;
  stopSequence: number;
  stopId: string;
  observedMs: number;
  predictedMs: number;
}

interface TripState {
  plan: TripPlan;
  stops: TimetableStop[];
  fixes: MatchedFix[];
  /** When the bus reached each stop, as known so far. */
  reached: (number | undefined)[];
  made: {
    observedMs: number;
    k: number;
    predictor: number;
    timetable: number;
    propagated: number;
  }[];
}

export interface ReplayResult {
  table: ErrorTable;
  pingsUsed: number;
  pingsWithoutTrip: number;
}

export function replay(
  plans: ReadonlyMap<string, TripPlan>,
  timeZone: string,
  pings: readonly TracePing[],
  onPrediction: (p: Prediction) => void = () => {},
  /** Trips whose predictions are scored; all when not given. */
  scored?: ReadonlySet<string>,
): ReplayResult {
  const ordered = [...pings].sort((a, b) => a.atMs - b.atMs);
  const states = new Map<string, TripState>();
  const recent = new Map<string, Traversal[]>();
  let pingsUsed = 0;
  let pingsWithoutTrip = 0;
  for (const ping of ordered) {
    const plan = plans.get(ping.tripId);
    if (!plan) {
      pingsWithoutTrip++;
      continue;
    }
    let state = states.get(ping.tripId);
    if (!state) {
      const stops = plan.stops.map((s) => ({
        stopId: s.stopId,
        alongM: s.alongM,
        scheduledMs: zonedDateTime(ping.serviceDate, s.arrivalS / 60, timeZone).getTime(),
      }));
      state = { plan, stops, fixes: [], reached: stops.map(() => undefined), made: [] };
      states.set(ping.tripId, state);
    }
    const last = state.fixes[state.fixes.length - 1];
    // A repeated ping (same time) says nothing new.
    if (last && last.atMs >= ping.atMs) continue;
    const fix = matchFix(plan.shape, ping, last);
    state.fixes.push(fix);
    pingsUsed++;
    if (fix.offRoute) continue;
    noteStopsReached(state, recent);
    const predicted = predictArrivals({
      nowMs: ping.atMs,
      stops: state.stops,
      fixes: state.fixes,
      recent,
    });
    const timetable = timetableArrivals(state.stops);
    const propagated = propagatedArrivals(state.stops, fix);
    state.stops.forEach((stop, k) => {
      const predictor = predicted[k];
      if (stop.alongM <= fix.alongM || predictor === undefined) return;
      const planned = plan.stops[k]!;
      onPrediction({
        tripId: plan.tripId,
        stopSequence: planned.stopSequence,
        stopId: stop.stopId,
        observedMs: ping.atMs,
        predictedMs: predictor,
      });
      state.made.push({
        observedMs: ping.atMs,
        k,
        predictor,
        timetable: timetable[k]!,
        propagated: propagated[k]!,
      });
    });
  }
  const table = new ErrorTable();
  for (const state of states.values()) {
    if (scored && !scored.has(state.plan.tripId)) continue;
    const actual = actualArrivals(
      state.fixes,
      state.stops.map((s) => s.alongM),
    );
    for (const m of state.made) {
      const at = actual[m.k];
      if (at !== undefined) table.add(m.observedMs, at, m);
    }
  }
  return { table, pingsUsed, pingsWithoutTrip };
}

/**
 * Records the stops the newest fix carried the bus past, and each stretch completed as a
 * traversal the route's other buses can use.
 */
function noteStopsReached(state: TripState, recent: Map<string, Traversal[]>): void {
  const onRoute = state.fixes.filter((f) => !f.offRoute);
  const [a, b] = [onRoute[onRoute.length - 2], onRoute[onRoute.length - 1]!];
  if (!a || b.alongM <= a.alongM || b.atMs - a.atMs > MAX_GAP_MS) return;
  state.stops.forEach((stop, k) => {
    if (stop.alongM <= a.alongM || stop.alongM > b.alongM) return;
    const at = a.atMs + ((stop.alongM - a.alongM) / (b.alongM - a.alongM)) * (b.atMs - a.atMs);
    state.reached[k] = at;
    const before = k > 0 ? state.reached[k - 1] : undefined;
    if (before === undefined) return;
    const key = segmentKey(state.stops[k - 1]!.stopId, stop.stopId);
    const list = recent.get(key) ?? recent.set(key, []).get(key)!;
    list.push({ atMs: at, seconds: (at - before) / 1000 });
  });
}
