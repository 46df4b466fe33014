/**
 * The live state of the trips this instance follows, in memory: per trip its follower (matched
 * fixes, stops reached) and its last position, per route the stretch times its buses ran lately
 * (what the ETA module learns from). Every instance gets every accepted fix (through the hub), so
 * each answers alike; a trip first asked about is rebuilt from the database. No clock of its own.
 */
import type { BusPosition, LiveTrip } from '#shared/tracking/tracking.ts';
import type { OnTheRoad } from '../tracking.ts';
import { remember, type Judged, type TripMemory } from '../positions/fix-neighbours.ts';
import { predictedFrom } from '../prediction/confidence.ts';
import { LIVE_KEEP_FIXES, TripFollower } from '../prediction/follow.ts';
import { Learned } from '../prediction/learning.ts';
import type { TripContext } from './trip-context.read-model.ts';
import { observedStops } from './views/observed-stops.ts';
import { flooredWhileStill, notMovingSince, stillAfter, type Still } from './views/standstill.ts';
import { trackingState } from './tracking-state.ts';
import { standAfter, standingView, type Stand } from './at-stop/standing.ts';
import { delayAt } from './at-stop/at-stop.ts';

/** A fix as it moved the bus. */
export interface LastFix {
  atMs: number;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
}

interface Followed {
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

const iso = (ms: number) => new Date(ms).toISOString();

export class LiveState {
  private readonly trips = new Map<string, Followed>();
  private readonly logs = new Map<string, Learned>();
  /** The state each trip was last seen in by `changedByTime`. */
  private readonly seen = new Map<string, string>();

  has(tripId: string): boolean {
    return this.trips.has(tripId);
  }

  /**
   * Starts following a trip, replaying the fixes it already has (time order, unflagged), and
   * remembering its newest fixes as judged.
   */
  follow(
    context: TripContext,
    history: readonly LastFix[],
    memory: TripMemory = { recent: [] },
  ): void {
    const stops = context.stops.map((s) => ({
      stopId: s.stopId,
      alongM: s.alongM,
      scheduledMs: s.arrivalMs,
      departureMs: s.departureMs,
    }));
    const lagKey = directionKey(context);
    this.trips.set(context.tripId, {
      context,
      follower: new TripFollower(context.shape, stops, { keep: LIVE_KEEP_FIXES, lagKey }),
      memory,
    });
    this.apply(context, history);
  }

  /** Forgets a trip, to follow it again from the database (a run overturned its fixes). */
  forget(tripId: string): void {
    this.trips.delete(tripId);
    this.seen.delete(tripId);
  }

  /** Moves a followed trip by fixes that passed the checks, in time order. */
  apply(context: TripContext, fixes: readonly LastFix[]): void {
    const followed = this.trips.get(context.tripId);
    if (!followed) return;
    followed.context = context;
    const log = this.learned(context.routeId);
    for (const fix of fixes) {
      const matched = followed.follower.accept({ atMs: fix.atMs, position: fix }, log);
      if (!matched) continue;
      followed.last = fix;
      followed.stand = standAfter(followed.stand, context.stops, matched, fix);
      if (!matched.offRoute) followed.still = stillAfter(followed.still, matched);
    }
  }

  /** Remembers a followed trip's new fixes as judged, good or flagged. */
  remember(tripId: string, fixes: readonly Judged[]): void {
    const followed = this.trips.get(tripId);
    if (followed) followed.memory = remember(followed.memory, fixes);
  }

  /** What a trip's next fixes are judged with: its newest fixes as judged. */
  memory(tripId: string): TripMemory | undefined {
    return this.trips.get(tripId)?.memory;
  }

  /**
   * The clock a followed trip's bus runs on: a simulation's speed and the trip's own time less
   * real time, told with its fixes; its delay is told by it (decision 029).
   */
  scale(tripId: string, timeScale: number, shiftMs = 0): void {
    const followed = this.trips.get(tripId);
    if (followed) Object.assign(followed, { timeScale, shiftMs });
  }

  /** Whether an ended trip's stops still wait for their observed times from the database. */
  unobserved(tripId: string): boolean {
    const followed = this.trips.get(tripId);
    return followed !== undefined && followed.observed === undefined;
  }

  /** Keeps an ended trip's observed stop times, read from all its stored fixes. */
  observe(tripId: string, observed: (number | undefined)[]): void {
    const followed = this.trips.get(tripId);
    if (followed) followed.observed = observed;
  }

  /** Takes a newer reading of a followed trip (a cancellation, a new bus). */
  refresh(context: TripContext): void {
    const followed = this.trips.get(context.tripId);
    if (followed) followed.context = context;
  }

  /** The follower's last matched fix, to match the next ones before they are stored. */
  follower(tripId: string): TripFollower | undefined {
    return this.trips.get(tripId)?.follower;
  }

  view(tripId: string, nowMs: number): LiveTrip | undefined {
    const followed = this.trips.get(tripId);
    if (!followed) return undefined;
    const { context, follower, last } = followed;
    const state = trackingState(context, follower, last, nowMs);
    const matched = follower.lastOnRoute;
    const learned = this.learned(context.routeId);
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
  bus(tripId: string, nowMs: number, maxAgeMs: number): BusPosition | undefined {
    const followed = this.trips.get(tripId);
    const last = followed?.last;
    if (!followed || !last || nowMs - last.atMs > maxAgeMs) return undefined;
    const { context, follower } = followed;
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
   * Trips whose state the clock alone changed since the last call (live to stale as fixes stop,
   * to ended an hour after the last stop): what the channels must say though no fix came.
   */
  changedByTime(nowMs: number): string[] {
    const changed: string[] = [];
    for (const [tripId, { context, follower, last }] of this.trips) {
      const state = trackingState(context, follower, last, nowMs);
      const before = this.seen.get(tripId);
      this.seen.set(tripId, state);
      if (before !== undefined && before !== state) changed.push(tripId);
    }
    return changed;
  }

  /**
   * The state and delay of a followed trip, however old its last fix (decision 029: a list of
   * trips says what the trip's page says); undefined for a trip not followed here.
   */
  stateOf(tripId: string, nowMs: number): OnTheRoad | undefined {
    const followed = this.trips.get(tripId);
    if (!followed) return undefined;
    const state = trackingState(followed.context, followed.follower, followed.last, nowMs);
    const onTheRoad = state === 'live' || state === 'stale';
    return { state, delaySeconds: onTheRoad ? delayOf(followed) : null };
  }

  buses(nowMs: number, maxAgeMs: number): BusPosition[] {
    const found: BusPosition[] = [];
    for (const tripId of this.trips.keys()) {
      const bus = this.bus(tripId, nowMs, maxAgeMs);
      if (bus) found.push(bus);
    }
    return found;
  }

  /** Forgets trips with no fix for `idleMs` and stretch times the ETA module no longer reads. */
  prune(nowMs: number, idleMs: number): void {
    for (const [tripId, followed] of this.trips) {
      const lastMs = followed.last?.atMs ?? -Infinity;
      if (nowMs - lastMs <= idleMs) continue;
      this.forget(tripId);
    }
    for (const log of this.logs.values()) log.prune(nowMs);
  }

  /** What the route's buses taught the ETA module (learning.ts), kept per route. */
  learned(routeId: string): Learned {
    let log = this.logs.get(routeId);
    if (!log) this.logs.set(routeId, (log = new Learned()));
    return log;
  }

  /** The routes learned about, for a store to write what changed. */
  learnedRoutes(): IterableIterator<[string, Learned]> {
    return this.logs.entries();
  }

  get size(): number {
    return this.trips.size;
  }
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
function delayOf({ follower, context, stand, shiftMs = 0 }: Followed): number | null {
  const fix = follower.lastOnRoute;
  if (!fix) return null;
  const bus = { atMs: fix.atMs + shiftMs, alongM: fix.alongM };
  return Math.round(delayAt(context.stops, bus, stand?.waiting ?? null) / 1000) || 0;
}
