/**
 * Arrival predictions for the stops ahead of a bus, with no database and the clock passed in
 * (docs/decisions/017-eta-prediction.md says why it works this way). Two forecasts are averaged
 * with equal weights: a running-time forecast — each stretch between two stops takes what the
 * route's other buses took over it lately, blended with the timetable's time for it — and the
 * timetable shifted by the bus's current delay (OneBusAway's rule).
 */
import type { MatchedFix } from './shape.ts';

export interface TimetableStop {
  stopId: string;
  alongM: number;
  scheduledMs: number;
}

/** A stretch from one stop to the next as another bus of the route ran it. */
export interface Traversal {
  /** When it reached the stretch's end. */
  atMs: number;
  seconds: number;
}

/** Recent traversals by stretch, keyed by segmentKey. */
export type RecentTraversals = ReadonlyMap<string, readonly Traversal[]>;

export const segmentKey = (fromStopId: string, toStopId: string) => `${fromStopId}>${toStopId}`;

/** Only other buses' traversals this recent say anything about the road now. */
export const RECENT_MS = 30 * 60_000;
/** The timetable counts as one traversal in the blend: a prior, soon outweighed by buses seen. */
const TIMETABLE_WEIGHT = 1;

export interface EtaInput {
  nowMs: number;
  stops: readonly TimetableStop[];
  /** The bus's matched fixes up to now, in time order. */
  fixes: readonly MatchedFix[];
  recent: RecentTraversals;
}

/** The timetable's time at a distance along the shape, interpolated between stops. */
export function scheduledAt(stops: readonly TimetableStop[], alongM: number): number {
  if (alongM <= stops[0]!.alongM) return stops[0]!.scheduledMs;
  for (let k = 1; k < stops.length; k++) {
    const [a, b] = [stops[k - 1]!, stops[k]!];
    if (alongM <= b.alongM) {
      const t = b.alongM === a.alongM ? 1 : (alongM - a.alongM) / (b.alongM - a.alongM);
      return a.scheduledMs + t * (b.scheduledMs - a.scheduledMs);
    }
  }
  return stops[stops.length - 1]!.scheduledMs;
}

/** Seconds the stretch from stop k to stop k+1 should take now (dwell at stop k included). */
export function stretchSeconds(input: EtaInput, k: number): number {
  const { stops, recent, nowMs } = input;
  const [a, b] = [stops[k]!, stops[k + 1]!];
  const scheduled = Math.max(0, (b.scheduledMs - a.scheduledMs) / 1000);
  const seen = (recent.get(segmentKey(a.stopId, b.stopId)) ?? []).filter(
    (t) => t.atMs <= nowMs && t.atMs >= nowMs - RECENT_MS,
  );
  const sum = seen.reduce((s, t) => s + t.seconds, 0);
  return (sum + TIMETABLE_WEIGHT * scheduled) / (seen.length + TIMETABLE_WEIGHT);
}

/** The running-time forecast: arrival (ms) at each stop ahead; undefined for stops passed. */
export function runningTimeArrivals(input: EtaInput, fix: MatchedFix): (number | undefined)[] {
  const { stops, nowMs } = input;
  const stretch = stops.slice(0, -1).map((_, k) => stretchSeconds(input, k));
  let at = fix.alongM;
  let clock = nowMs;
  // A bus waiting at its first stop may leave now or at its departure time (if early): with
  // nothing to tell which, the forecast takes the middle.
  const first = stops[0]!;
  if (at <= first.alongM + 1) {
    at = first.alongM;
    clock = (clock + Math.max(clock, first.scheduledMs)) / 2;
  }
  return stops.map((stop, k) => {
    if (stop.alongM <= at) return undefined;
    if (k > 0) {
      const [a, b] = [stops[k - 1]!.alongM, stop.alongM];
      // The part of the stretch still ahead, pro rata by distance.
      clock += ((stretch[k - 1]! * (b - Math.max(a, at))) / (b - a)) * 1000;
    }
    return clock;
  });
}

/** Baseline (a): the timetable. */
export const timetableArrivals = (stops: readonly TimetableStop[]) =>
  stops.map((s) => s.scheduledMs);

/** Baseline (b), OneBusAway's: the timetable shifted by the bus's deviation at its position. */
export function propagatedArrivals(stops: readonly TimetableStop[], fix: MatchedFix): number[] {
  const delay = fix.atMs - scheduledAt(stops, fix.alongM);
  return stops.map((s) => s.scheduledMs + delay);
}

/**
 * Predicted arrival (ms) at each stop ahead of the bus's last fix on the route; undefined for
 * stops passed, and for all of them before the bus has a fix on the route.
 */
export function predictArrivals(input: EtaInput): (number | undefined)[] {
  const fix = input.fixes.findLast((f) => !f.offRoute);
  if (!fix) return input.stops.map(() => undefined);
  const running = runningTimeArrivals(input, fix);
  const propagated = propagatedArrivals(input.stops, fix);
  return running.map((at, k) => (at === undefined ? undefined : (at + propagated[k]!) / 2));
}
