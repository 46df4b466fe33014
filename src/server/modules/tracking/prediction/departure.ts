/**
 * Whether a trip has really left, with no database and no clock of its own (decision 027). A bus
 * often shows a trip's id long before the trip starts: it drives to where it waits (through a
 * stop or two), stands there for its layover, then leaves. Until it has left, its ETAs start from
 * max(now, the timetable's departure there + the lag learned from the direction's earlier trips),
 * and the stretches it ran meanwhile are not learned from (they would carry the layover).
 */
import type { MatchedFix } from './shape.ts';

/** Closer than this along the shape to where it stood, a bus has not moved (GPS noise). */
export const STILL_M = 40;
/** First seen this far past its first stop, a bus is on its way already. */
export const UNDER_WAY_M = 1000;
/** Moving this long before its departure time, a bus is taking its place, not leaving. */
export const REPOSITION_BEFORE_MS = 5 * 60_000;

export interface TimedStop {
  alongM: number;
  /** The timetable's arrival. */
  scheduledMs: number;
  departureMs: number;
  /** A timed stop (GTFS timepoint = 1): a bus early there waits for its departure time. */
  timepoint?: boolean;
}

export interface DepartureState {
  /** When it left where it waited; undefined while it has not. */
  departedMs: number | undefined;
  /** Where it stands (or last stood) along the shape, and since when. */
  anchorM: number;
  sinceMs: number;
  /** Its newest fix there. */
  lastStillMs: number;
  /** Whether it was seen waiting before it left (so its departure lag is worth learning). */
  waited: boolean;
}

/** The timetable's departure time at a distance along the shape, between stops interpolated. */
export function departureAt(stops: readonly TimedStop[], alongM: number): number {
  if (alongM <= stops[0]!.alongM) return stops[0]!.departureMs;
  for (let k = 1; k < stops.length; k++) {
    const [a, b] = [stops[k - 1]!, stops[k]!];
    if (alongM < b.alongM) {
      const t = (alongM - a.alongM) / (b.alongM - a.alongM);
      return a.departureMs + t * (b.scheduledMs - a.departureMs);
    }
    if (alongM === b.alongM) return b.departureMs;
  }
  return stops[stops.length - 1]!.departureMs;
}

/** The state after a trip's first fix on the route. */
export function firstDepartureState(stops: readonly TimedStop[], fix: MatchedFix): DepartureState {
  const underWay = fix.alongM > stops[0]!.alongM + UNDER_WAY_M;
  return {
    departedMs: underWay ? fix.atMs : undefined,
    anchorM: fix.alongM,
    sinceMs: fix.atMs,
    lastStillMs: fix.atMs,
    waited: false,
  };
}

/**
 * The state after one more fix on the route (time order). A bus moving away from where it stood
 * has left, unless it is still well before its departure time there (it is taking its place);
 * one that gets far along the route has left whatever it did before.
 */
export function nextDepartureState(
  stops: readonly TimedStop[],
  state: DepartureState,
  fix: MatchedFix,
): DepartureState {
  if (fix.alongM <= state.anchorM + STILL_M) return { ...state, lastStillMs: fix.atMs };
  const moved = { ...state, anchorM: fix.alongM, sinceMs: fix.atMs, lastStillMs: fix.atMs };
  if (state.departedMs !== undefined) return moved;
  const leaving = fix.atMs >= departureAt(stops, state.anchorM) - REPOSITION_BEFORE_MS;
  if (leaving || fix.alongM > stops[0]!.alongM + UNDER_WAY_M)
    return {
      ...moved,
      // Between its last fix standing and its first moving, as near as the fixes tell.
      departedMs: (state.lastStillMs + fix.atMs) / 2,
      waited: leaving && state.lastStillMs > state.sinceMs,
    };
  return moved;
}

/** Standing this long at a timed stop (or the first) while early, a bus is holding for its time. */
export const HOLDING_MS = 60_000;

/** Within this along the shape before a stop, or this after it, a bus standing is at the stop. */
const AT_STOP_BEFORE_M = 60;
const AT_STOP_AFTER_M = STILL_M;

/** The stop a bus standing at `alongM` is at, if any (the last of stops placed together). */
export function stopAt(stops: readonly TimedStop[], alongM: number): number | undefined {
  for (let k = stops.length - 1; k >= 0; k--) {
    const d = alongM - stops[k]!.alongM;
    if (d >= -AT_STOP_BEFORE_M && d <= AT_STOP_AFTER_M) return k;
  }
  return undefined;
}

/**
 * Whether the trip is still waiting at stop k, not yet gone from it: it has not left where it
 * waited and stands at stop k, or it has left but stands at stop k now (its newest fix, `nowMs`,
 * at the place it stood at before). Pure: what the live view says of a bus at a stop
 * ("at Augsburg, departs 07:50") can be judged from the follower's state alone.
 */
export function isWaitingAt(
  stops: readonly TimedStop[],
  state: DepartureState | undefined,
  k: number,
): boolean {
  if (!state) return false;
  if (stopAt(stops, state.anchorM) !== k) return false;
  return state.departedMs === undefined || state.lastStillMs > state.sinceMs;
}

/** Where along its trip a bus may not go on before a time (a hold), as predictions start from. */
export interface Hold {
  alongM: number;
  notBeforeMs: number;
  /** Whether it is where the bus waits before its trip (it leaves from a standing start). */
  waiting: boolean;
}

/**
 * Where and until when a bus is held: while it has not left, at where it waits — where it stands,
 * or farther on where the direction's buses were seen waiting (`placeM`), if it is still on its
 * way there — until the timetable's departure there plus the learned lag; at a timed stop (or the
 * first) it stands at, until the timetable's departure; never before now.
 */
export function departureHold(
  stops: readonly TimedStop[],
  state: DepartureState,
  nowMs: number,
  lagS: number,
  placeM?: number,
): Hold {
  if (state.departedMs === undefined) {
    const alongM =
      placeM !== undefined && placeM > state.anchorM + STILL_M ? placeM : state.anchorM;
    const notBeforeMs = Math.max(nowMs, departureAt(stops, alongM) + lagS * 1000);
    return { alongM, notBeforeMs, waiting: true };
  }
  const k = stopAt(stops, state.anchorM);
  if (
    k !== undefined &&
    (k === 0 || stops[k]!.timepoint) &&
    state.lastStillMs - state.sinceMs >= HOLDING_MS
  )
    return {
      alongM: state.anchorM,
      notBeforeMs: Math.max(nowMs, stops[k]!.departureMs),
      waiting: false,
    };
  return { alongM: state.anchorM, notBeforeMs: nowMs, waiting: false };
}
