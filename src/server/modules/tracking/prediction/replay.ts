/**
 * Replays a day of vehicle positions through the ETA module as if live: pings in time order, each
 * prediction seeing only the pings up to its own, the route's buses sharing their recent stretch
 * times as they run. Afterwards every prediction is scored against what happened (evaluate.ts).
 * No database and no clock: everything comes from the pings.
 */
import { zonedDateTime } from '#shared/core/zoned-time.ts';
import type { LatLng } from '../../network/lines/geometry/geo.ts';
import { propagatedArrivals, timetableArrivals } from './eta.ts';
import { actualArrivals, ErrorTable } from './evaluate.ts';
import { TripFollower } from './follow.ts';
import { Learned } from './learning.ts';
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
  follower: TripFollower;
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
  const learned = new Learned();
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
      const at = (s: number) => zonedDateTime(ping.serviceDate, s / 60, timeZone).getTime();
      const stops = plan.stops.map((s) => ({
        stopId: s.stopId,
        alongM: s.alongM,
        scheduledMs: at(s.arrivalS),
        departureMs: at(s.departureS),
        timepoint: s.timepoint,
      }));
      const follower = new TripFollower(plan.shape, stops, { lagKey: plan.directionKey });
      state = { plan, follower, made: [] };
      states.set(ping.tripId, state);
    }
    const { follower } = state;
    // A repeated ping (same time) says nothing new.
    const fix = follower.accept(ping, learned);
    if (!fix) continue;
    pingsUsed++;
    if (fix.offRoute) continue;
    const predicted = follower.arrivals(ping.atMs, learned);
    const timetable = timetableArrivals(follower.stops);
    const propagated = propagatedArrivals(follower.stops, fix);
    follower.stops.forEach((stop, k) => {
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
    const { follower } = state;
    const actual = actualArrivals(
      follower.fixes,
      follower.stops.map((s) => s.alongM),
    );
    for (const m of state.made) {
      const at = actual[m.k];
      if (at !== undefined) table.add(m.observedMs, at, m);
    }
  }
  return { table, pingsUsed, pingsWithoutTrip };
}
