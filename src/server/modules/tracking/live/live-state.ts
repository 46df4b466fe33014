/**
 * The live state of the trips this instance follows, in memory: per trip its follower (matched
 * fixes, stops reached) and its last position, per route the stretch times its buses ran lately
 * (what the ETA module learns from). Every instance gets every accepted fix (through the hub), so
 * each answers alike; a trip first asked about is rebuilt from the database. No clock of its own.
 */
import type { BusPosition, LiveTrip } from '#shared/tracking/tracking.ts';
import type { OnTheRoad } from '../tracking.ts';
import { remember, type Judged, type TripMemory } from '../positions/fix-neighbours.ts';
import { LIVE_KEEP_FIXES, TripFollower } from '../prediction/follow.ts';
import { Learned } from '../prediction/learning.ts';
import type { TripContext } from './trip-context.read-model.ts';
import { stillAfter } from './views/standstill.ts';
import {
  busView,
  delayOf,
  directionKey,
  tripView,
  type Followed,
  type LastFix,
} from './views/trip-view.ts';
import { trackingState } from './tracking-state.ts';
import { standAfter } from './at-stop/standing.ts';

export type { LastFix } from './views/trip-view.ts';

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
    return tripView(followed, this.learned(followed.context.routeId), nowMs);
  }

  /** A bus for the route and fleet maps: only while its last fix is at most `maxAgeMs` old. */
  bus(tripId: string, nowMs: number, maxAgeMs: number): BusPosition | undefined {
    const followed = this.trips.get(tripId);
    return followed && busView(followed, nowMs, maxAgeMs);
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
