/**
 * A bus standing at a stop, pure (the clock passed in): which stop a fix puts it at, since when,
 * when it leaves, and how late it is there. A bus at a stop is at that stop until it leaves: not
 * past it, not between it and the next. Where the stop holds (the first stop, or one with a
 * timetabled wait) it does not leave before the timetable's departure, so it is not late for a
 * departure that has not come (docs/decisions/028-a-bus-standing-at-a-stop.md).
 */
import { haversineM } from '../../../network/lines/geometry/geo.ts';

/** Up to this far short of a stop along the shape, a bus is at it (a bus pulls up short)... */
export const AT_STOP_BEFORE_M = 40;
/** ...or this far past it (the stop pole is behind the front door; GPS noise), no farther. */
export const AT_STOP_PAST_M = 40;
/** ...and this near the stop itself, so a shape passing a stop twice does not fool it. */
export const AT_STOP_NEAR_M = 80;

export interface StopCall {
  lat: number;
  lng: number;
  alongM: number;
  arrivalMs: number;
  departureMs: number;
}

export interface BusPlace {
  atMs: number;
  /** Metres along the trip's shape, as matched. */
  alongM: number;
  lat: number;
  lng: number;
  offRoute: boolean;
}

/** The stop a bus stands at (its index in the trip's stops), since when and its last fix there. */
export interface Waiting {
  index: number;
  sinceMs: number;
  lastMs: number;
}

/**
 * The stop the bus is at, by index, or null. Never the last stop: reaching it ends the trip.
 * The nearest along the shape wins where two stops lie close together.
 */
export function stopAt(stops: readonly StopCall[], bus: BusPlace): number | null {
  if (bus.offRoute) return null;
  let found: number | null = null;
  let best = Infinity;
  for (let k = 0; k < stops.length - 1; k++) {
    const stop = stops[k]!;
    const ahead = bus.alongM - stop.alongM;
    if (ahead < -AT_STOP_BEFORE_M || ahead > AT_STOP_PAST_M) continue;
    if (haversineM(stop, bus) > AT_STOP_NEAR_M) continue;
    if (Math.abs(ahead) < best) [found, best] = [k, Math.abs(ahead)];
  }
  return found;
}

/** The wait after one more fix: the same stop keeps its start, another starts anew, none ends it. */
export function nextWaiting(
  before: Waiting | null,
  stops: readonly StopCall[],
  bus: BusPlace,
): Waiting | null {
  const index = stopAt(stops, bus);
  if (index === null) return null;
  const sinceMs = before?.index === index ? before.sinceMs : bus.atMs;
  return { index, sinceMs, lastMs: bus.atMs };
}

/**
 * Whether a bus waits at stop k for the timetable's departure: at the first stop, and at a stop
 * the timetable gives a wait (departure after arrival, a timed stop). Busway keeps no GTFS
 * `timepoint` per call, so a timed stop is known by its wait.
 */
export function holds(stops: readonly StopCall[], k: number): boolean {
  const stop = stops[k];
  return !!stop && (k === 0 || stop.departureMs > stop.arrivalMs);
}

/**
 * When a bus at stop k leaves, as the timetable holds it: the departure where the stop holds and
 * that time is still ahead of `nowMs`; null when it may leave any moment ("departing now").
 */
export function heldUntil(stops: readonly StopCall[], k: number, nowMs: number): number | null {
  const stop = stops[k];
  if (!stop || !holds(stops, k) || stop.departureMs <= nowMs) return null;
  return stop.departureMs;
}

/**
 * Milliseconds late of a bus standing at stop k at `atMs`: none from its arrival until its
 * departure, late only once the departure has passed; early before its arrival unless the stop
 * holds (it will wait).
 */
export function delayAtStop(stops: readonly StopCall[], k: number, atMs: number): number {
  const stop = stops[k]!;
  if (atMs > stop.departureMs) return atMs - stop.departureMs;
  if (atMs >= stop.arrivalMs || holds(stops, k)) return 0;
  return atMs - stop.arrivalMs;
}

/**
 * The timetable's time at a distance along the shape on the way: from a stop's departure to the
 * next stop's arrival, so a bus that left a timed stop on time is on time.
 */
export function scheduledOnTheWay(stops: readonly StopCall[], alongM: number): number {
  const first = stops[0]!;
  if (alongM <= first.alongM) return first.departureMs;
  for (let k = 1; k < stops.length; k++) {
    const [a, b] = [stops[k - 1]!, stops[k]!];
    if (alongM <= b.alongM) {
      const t = b.alongM === a.alongM ? 1 : (alongM - a.alongM) / (b.alongM - a.alongM);
      return a.departureMs + t * (b.arrivalMs - a.departureMs);
    }
  }
  return stops[stops.length - 1]!.arrivalMs;
}

/**
 * Milliseconds late of the bus at its last place on the route (negative: early). At a stop, as
 * `delayAtStop` says; not yet away from its first stop, it is never early (it has not left);
 * on the way, against the timetable from one stop's departure to the next's arrival.
 */
export function delayAt(
  stops: readonly StopCall[],
  bus: Pick<BusPlace, 'atMs' | 'alongM'>,
  waiting: Waiting | null,
): number {
  if (waiting) return delayAtStop(stops, waiting.index, bus.atMs);
  const first = stops[0]!;
  if (bus.alongM <= first.alongM + AT_STOP_PAST_M) return Math.max(0, bus.atMs - first.departureMs);
  return bus.atMs - scheduledOnTheWay(stops, bus.alongM);
}

/**
 * When a bus standing at stop k is expected to leave: the timetable's departure, moved by its
 * delay there (so a held bus leaves at its departure, a late one now).
 */
export function leavesAt(stops: readonly StopCall[], waiting: Waiting, atMs: number): number {
  return stops[waiting.index]!.departureMs + delayAtStop(stops, waiting.index, atMs);
}

/**
 * The arrivals ahead of a bus standing at a stop: none at or before that stop, none ahead before
 * it leaves, and never an earlier time for a later stop. How long the stretches take once it has
 * left is the ETA module's (decision 027); this only keeps the times in order.
 */
export function arrivalsAfterWaiting(
  stops: readonly StopCall[],
  waiting: Waiting,
  arrivals: readonly (number | undefined)[],
  atMs: number,
  nowMs: number,
): (number | undefined)[] {
  let floor = Math.max(leavesAt(stops, waiting, atMs), nowMs);
  return arrivals.map((at, j) => {
    if (j <= waiting.index || at === undefined) return undefined;
    floor = Math.max(floor, at);
    return floor;
  });
}
