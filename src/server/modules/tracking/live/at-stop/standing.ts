/**
 * What the live state says of a bus standing at a stop, pure: the `atStop` of a LiveTrip, the
 * departure of the stop it stands at, that stop not yet passed (and passed, once left, when it
 * left), and the arrivals ahead held back until it leaves (at-stop.ts;
 * docs/decisions/028-a-bus-standing-at-a-stop.md).
 */
import type { AtStop, TrackingState } from '#shared/tracking/tracking.ts';
import type { MatchedFix } from '../../prediction/shape.ts';
import {
  arrivalsAfterWaiting,
  heldUntil,
  leavesAt,
  nextWaiting,
  type StopCall,
  type Waiting,
} from './at-stop.ts';

/** A followed bus's stops: the one it stands at, and its last fix at each it stood at and left. */
export interface Stand {
  waiting: Waiting | null;
  leftMs: ReadonlyMap<number, number>;
}

export interface StandingView {
  atStop: AtStop | null;
  /** Stop k's passed time (ISO): none while the bus stands at it, else when it left it. */
  passedAt(k: number, passedMs: number | undefined): string | null;
  /** Stop k's expected departure (ISO) while the bus stands at it; null elsewhere. */
  departsAt(k: number): string | null;
  /** The ETA module's arrivals, none before the bus leaves the stop it stands at. */
  arrivals(predicted: readonly (number | undefined)[]): (number | undefined)[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The stand after a fix the follower matched. */
export function standAfter(
  before: Stand | undefined,
  stops: readonly StopCall[],
  matched: MatchedFix,
  fix: { lat: number; lng: number },
): Stand {
  const was = before?.waiting ?? null;
  const waiting = nextWaiting(was, stops, { ...matched, lat: fix.lat, lng: fix.lng });
  const leftMs = new Map(before?.leftMs);
  if (was && was.index !== waiting?.index) leftMs.set(was.index, was.lastMs);
  return { waiting, leftMs };
}

export function standingView(
  followed: {
    context: { stops: readonly (StopCall & { sequence: number })[] };
    follower: { lastOnRoute: MatchedFix | undefined };
    stand?: Stand;
  },
  state: TrackingState,
  nowMs: number,
): StandingView {
  const { context, stand } = followed;
  const left = (k: number, passedMs: number | undefined) => {
    const at = stand?.leftMs.get(k) ?? passedMs;
    return at === undefined ? null : iso(at);
  };
  const waiting = stand?.waiting;
  const atMs = followed.follower.lastOnRoute?.atMs;
  if (!waiting || atMs === undefined || (state !== 'live' && state !== 'stale'))
    return {
      atStop: null,
      passedAt: left,
      departsAt: () => null,
      arrivals: (predicted) => [...predicted],
    };
  const held = heldUntil(context.stops, waiting.index, nowMs);
  const leaves = iso(leavesAt(context.stops, waiting, atMs));
  return {
    atStop: {
      sequence: context.stops[waiting.index]!.sequence,
      since: iso(waiting.sinceMs),
      departsAt: held === null ? null : iso(held),
    },
    passedAt: (k, passedMs) => (k === waiting.index ? null : left(k, passedMs)),
    departsAt: (k) => (k === waiting.index ? leaves : null),
    arrivals: (predicted) =>
      predicted.length === 0
        ? []
        : arrivalsAfterWaiting(context.stops, waiting, predicted, atMs, nowMs),
  };
}
