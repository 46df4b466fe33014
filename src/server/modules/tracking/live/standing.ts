/**
 * What the live state says of a bus standing at a stop, pure: the `atStop` of a LiveTrip, the
 * departure of the stop it stands at, the stop not yet passed, and the arrivals ahead held back
 * until it leaves (at-stop.ts; docs/decisions/028-a-bus-standing-at-a-stop.md).
 */
import type { AtStop, TrackingState } from '#shared/tracking/tracking.ts';
import type { MatchedFix } from '../prediction/shape.ts';
import {
  arrivalsAfterWaiting,
  heldUntil,
  leavesAt,
  nextWaiting,
  type StopCall,
  type Waiting,
} from './at-stop.ts';

export interface StandingView {
  atStop: AtStop | null;
  /** Whether the bus stands at stop k (then it is not passed). */
  isAt(k: number): boolean;
  /** Stop k's expected departure (ISO) while the bus stands at it; null elsewhere. */
  departsAt(k: number): string | null;
  /** The ETA module's arrivals, none before the bus leaves the stop it stands at. */
  arrivals(predicted: readonly (number | undefined)[]): (number | undefined)[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The wait after a fix the follower matched. */
export function waitingAfter(
  before: Waiting | null | undefined,
  stops: readonly StopCall[],
  matched: MatchedFix,
  fix: { lat: number; lng: number },
): Waiting | null {
  return nextWaiting(before ?? null, stops, { ...matched, lat: fix.lat, lng: fix.lng });
}

const NOT_STANDING: StandingView = {
  atStop: null,
  isAt: () => false,
  departsAt: () => null,
  arrivals: (predicted) => [...predicted],
};

export function standingView(
  followed: {
    context: { stops: readonly (StopCall & { sequence: number })[] };
    follower: { lastOnRoute: MatchedFix | undefined };
    waiting?: Waiting | null;
  },
  state: TrackingState,
  nowMs: number,
): StandingView {
  const { context, waiting } = followed;
  const atMs = followed.follower.lastOnRoute?.atMs;
  if (!waiting || atMs === undefined || (state !== 'live' && state !== 'stale'))
    return NOT_STANDING;
  const held = heldUntil(context.stops, waiting.index, nowMs);
  const leaves = iso(leavesAt(context.stops, waiting, atMs));
  return {
    atStop: {
      sequence: context.stops[waiting.index]!.sequence,
      since: iso(waiting.sinceMs),
      departsAt: held === null ? null : iso(held),
    },
    isAt: (k) => k === waiting.index,
    departsAt: (k) => (k === waiting.index ? leaves : null),
    arrivals: (predicted) =>
      predicted.length === 0
        ? []
        : arrivalsAfterWaiting(context.stops, waiting, predicted, atMs, nowMs),
  };
}
