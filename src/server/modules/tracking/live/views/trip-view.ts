/**
 * What a followed trip says: the trip as `/track` shows it (tripView) and the bus on the maps
 * (busView), built from what the live state keeps of it (Followed), with the clock passed in.
 */
import type { BusPosition, LiveTrip } from '#shared/tracking/tracking.ts';
import type { TripMemory } from '../../positions/fix-neighbours.ts';
import { predictedFrom } from '../../prediction/confidence.ts';
import type { TripFollower } from '../../prediction/follow.ts';
import type { Learned } from '../../prediction/learning.ts';
import { delayAt } from '../at-stop/at-stop.ts';
import { standingView, type Stand } from '../at-stop/standing.ts';
import { trackingState } from '../tracking-state.ts';
import type { TripContext } from '../trip-context.read-model.ts';
import { observedStops } from './observed-stops.ts';
import { flooredWhileStill, notMovingSince, type Still } from './standstill.ts';

/** A fix as it moved the bus. */
export interface LastFix {
  atMs: number;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
}

export interface Followed {
  context: TripContext;
  follower: TripFollower;
  last?: LastFix;
  /** Its newest fixes, flagged or not, as its next fixes are judged with (fix-neighbours.ts). */
  memory: TripMemory;
  /** The stop the bus stands at, if any, and when it left those it stood at (standing.ts). */
  stand?: Stand;
  /** Its spell of standing still on the route (standstill.ts). */
  still?: Still;
  /** How much faster than real time its bus runs (a simulated one's speed); 1 otherwise. */
  timeScale?: number;
  /** Its own clock less its fixes' real time (a simulated trip's); 0 otherwise. */
  shiftMs?: number;
  /** Once ended: each stop's observed time from all its stored fixes (observed-stops.ts). */
  observed?: (number | undefined)[];
}

export const iso = (ms: number) => new Date(ms).toISOString();

export function tripView(followed: Followed, learned: Learned, nowMs: number): LiveTrip {
  const { context, follower, last } = followed;
  const tripId = context.tripId;
  const state = trackingState(context, follower, last, nowMs);
  const matched = follower.lastOnRoute;
  const standing = standingView(followed, state, nowMs);
  const scale = followed.timeScale ?? 1;
  const still = state === 'live' ? notMovingSince(followed.still, context.stops, scale) : null;
  const predicted = state === 'live' ? follower.arrivals(nowMs, learned) : [];
  // A bus standing between stops: no stop sooner than the timetable from there (decision 029);
  // a bus standing at a stop leaves it no sooner than it may (decision 028).
  const arrivals = standing.arrivals(
    still !== null && matched
      ? flooredWhileStill(predicted, follower.stops, matched.alongM, nowMs, scale)
      : predicted,
  );
  const support = state === 'live' ? follower.support(nowMs, learned) : [];
  // An ended trip shows what was observed at each stop, the timetable elsewhere (decision 029).
  const ended = state === 'ended';
  const passedAt = ended ? observedOf(followed) : follower.passed;
  return {
    kind: 'trip',
    tripId,
    routeId: context.routeId,
    routeName: context.routeName,
    routeColour: context.routeColour,
    routeTextColour: context.routeTextColour,
    headsign: context.headsign,
    serviceDate: context.serviceDate,
    busName: context.busName,
    state,
    position: last
      ? {
          lat: last.lat,
          lng: last.lng,
          bearing: last.bearing,
          speed: last.speed,
          recordedAt: iso(last.atMs),
          alongM: matched?.alongM ?? 0,
          offRoute: follower.last?.offRoute ?? false,
        }
      : null,
    delaySeconds: delayOf(followed),
    stillSince: still === null ? null : iso(still),
    stops: context.stops.map((s, k) => {
      const predicted = arrivals[k];
      const passed = passedAt[k];
      return {
        sequence: s.sequence,
        stopId: s.stopId,
        name: s.name,
        lat: s.lat,
        lng: s.lng,
        scheduledAt: iso(s.arrivalMs),
        scheduledDepartureAt: iso(s.departureMs),
        predictedAt: predicted === undefined ? null : iso(predicted),
        passedAt: ended
          ? passed === undefined
            ? null
            : iso(passed)
          : standing.passedAt(k, passed),
        departsAt: standing.departsAt(k),
        predictedFrom: predicted === undefined ? null : predictedFrom(support[k] ?? 0),
      };
    }),
    atStop: standing.atStop,
    shape: context.line,
    at: iso(nowMs),
  };
}

/** A bus for the route and fleet maps: only while its last fix is at most `maxAgeMs` old. */
export function busView(
  followed: Followed,
  nowMs: number,
  maxAgeMs: number,
): BusPosition | undefined {
  const last = followed.last;
  if (!last || nowMs - last.atMs > maxAgeMs) return undefined;
  const { context, follower } = followed;
  const tripId = context.tripId;
  const state = trackingState(context, follower, last, nowMs);
  if (state !== 'live' && state !== 'stale') return undefined;
  return {
    tripId,
    routeId: context.routeId,
    routeName: context.routeName,
    routeColour: context.routeColour,
    headsign: context.headsign,
    lat: last.lat,
    lng: last.lng,
    bearing: last.bearing,
    recordedAt: iso(last.atMs),
    delaySeconds: delayOf(followed),
    state,
  };
}

/**
 * A trip's direction within its route, as its departure lag is learned under: its first and last
 * stops (trip contexts carry no GTFS direction_id; a pattern's ends tell the direction as well).
 */
export function directionKey(context: Pick<TripContext, 'stops'>): string {
  return `${context.stops[0]!.stopId}>${context.stops.at(-1)!.stopId}`;
}

/** Each stop's observed time: from all stored fixes once read, else from the fixes in memory. */
function observedOf({ context, follower, observed }: Followed): (number | undefined)[] {
  if (observed) return observed;
  const fixes = follower.fixes.map((f) => ({ ...f, flag: null }));
  return observedStops(context.stops, fixes);
}

/**
 * Seconds behind the timetable at the bus's last place on its route (at-stop.ts's delayAt), on
 * the trip's own clock (a simulated trip's is shifted).
 */
export function delayOf({ follower, context, stand, shiftMs = 0 }: Followed): number | null {
  const fix = follower.lastOnRoute;
  if (!fix) return null;
  const bus = { atMs: fix.atMs + shiftMs, alongM: fix.alongM };
  return Math.round(delayAt(context.stops, bus, stand?.waiting ?? null) / 1000) || 0;
}
