/**
 * Arrival predictions for the stops ahead of a bus, with no database and the clock passed in
 * (docs/decisions/017-eta-prediction.md and 027-eta-learning.md say why it works this way): a
 * running-time forecast — each stretch between two stops takes what the route's buses took over
 * it (learning.ts: recent buses weigh more), blended with the timetable's time for it — started
 * when the bus may leave where it stands (departure.ts). The two baselines it is scored against
 * are here too: the timetable, and the timetable shifted by the bus's delay (OneBusAway's rule).
 */
import {
  departureHold,
  firstDepartureState,
  nextDepartureState,
  type DepartureState,
  type Hold,
  type TimedStop,
} from './departure.ts';
import {
  blend,
  LAG_TAU_MS,
  leaveKey,
  segmentKey,
  STRETCH_TAU_MS,
  type Learned,
} from './learning.ts';
import type { MatchedFix } from './shape.ts';

export interface TimetableStop extends TimedStop {
  stopId: string;
}

/** The timetable counts as half a traversal in the blend: a prior, outweighed by one bus seen. */
const TIMETABLE_WEIGHT = 0.5;
/** What is left of a stretch after a bus stood: at least this share of it (afterStanding). */
const STOOD_SHARE = 0.7;
/** Leaving on time counts as one departure: a route's habit soon wins. */
const LAG_PRIOR_WEIGHT = 1;

export interface EtaInput {
  nowMs: number;
  stops: readonly TimetableStop[];
  /** The bus's matched fixes up to now, in time order. */
  fixes: readonly MatchedFix[];
  learned: Learned;
  /** Whether and when the bus left (the follower keeps it); worked out from `fixes` if absent. */
  departure?: DepartureState;
  /** The key of the trip's route and direction in `learned.lags`. */
  lagKey?: string;
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
  const { stops, learned, nowMs } = input;
  const [a, b] = [stops[k]!, stops[k + 1]!];
  const scheduled = Math.max(0, (b.scheduledMs - a.scheduledMs) / 1000);
  const mean = learned.stretches.get(segmentKey(a.stopId, b.stopId));
  return blend(mean, scheduled, TIMETABLE_WEIGHT, nowMs, STRETCH_TAU_MS);
}

/** Seconds late a bus of this route and direction leaves where it waited, as learned. */
export function departureLagS(input: EtaInput): number {
  const mean = input.lagKey === undefined ? undefined : input.learned.lags.get(input.lagKey);
  return blend(mean, 0, LAG_PRIOR_WEIGHT, input.nowMs, LAG_TAU_MS);
}

/** The departure state the fixes (time order) lead to. */
export function departureOf(
  stops: readonly TimedStop[],
  fixes: readonly MatchedFix[],
): DepartureState | undefined {
  let state: DepartureState | undefined;
  for (const fix of fixes) {
    if (fix.offRoute) continue;
    state = state ? nextDepartureState(stops, state, fix) : firstDepartureState(stops, fix);
  }
  return state;
}

/**
 * The running-time forecast from `nowMs` and the bus's position, held at `hold` until its time:
 * arrival (ms) at each stop ahead; undefined for stops passed.
 */
export function runningTimeArrivals(
  input: EtaInput,
  fix: MatchedFix,
  hold: Hold,
): (number | undefined)[] {
  const { stops } = input;
  const at = fix.alongM;
  let clock = input.nowMs;
  let held = false;
  // Seconds from `fromM` to `toM` within the stretch ending at stop k, pro rata by distance (all
  // of it between two stops placed together).
  const part = (k: number, fromM: number, toM: number) => {
    const [a, b] = [stops[k - 1]!.alongM, stops[k]!.alongM];
    return stretchSeconds(input, k - 1) * (b > a ? (toM - fromM) / (b - a) : 1) * 1000;
  };
  return stops.map((stop, k) => {
    if (stop.alongM <= at) return undefined;
    if (k === 0) return Math.max(clock, hold.notBeforeMs);
    const from = Math.max(stops[k - 1]!.alongM, at);
    if (!held && hold.alongM < stop.alongM) {
      const holdM = Math.max(from, hold.alongM);
      clock = Math.max(clock + part(k, from, holdM), hold.notBeforeMs);
      clock += leaving(input, hold, k, afterStanding(input, hold, part(k, holdM, stop.alongM)));
      held = true;
    } else clock += part(k, from, stop.alongM);
    return clock;
  });
}

/**
 * A stretch holds the dwell at its first stop: a bus on its way that has stood where it is has
 * spent some of it. The time it stood comes off what is left of the stretch, down to at most
 * STOOD_SHARE of it (a bus standing in traffic has spent none).
 */
function afterStanding(input: EtaInput, hold: Hold, ms: number): number {
  const state = input.departure;
  if (hold.waiting || !state || state.lastStillMs <= state.sinceMs) return ms;
  return Math.max(ms - (input.nowMs - state.sinceMs), ms * STOOD_SHARE);
}

/**
 * Milliseconds from leaving a hold to stop k: from where the bus waited, what the direction's
 * buses took from there (learned, blended with `byStretch`), else `byStretch`.
 */
function leaving(input: EtaInput, hold: Hold, k: number, byStretch: number): number {
  if (!hold.waiting || input.lagKey === undefined) return byStretch;
  const mean = input.learned.stretches.get(leaveKey(input.lagKey, input.stops[k]!.stopId));
  return blend(mean, byStretch / 1000, TIMETABLE_WEIGHT, input.nowMs, LAG_TAU_MS) * 1000;
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
 * stops passed, and for all of them before the bus has a fix on the route: the running-time
 * forecast from where the bus is, held where it waits until it may leave (departure.ts).
 */
export function predictArrivals(input: EtaInput): (number | undefined)[] {
  const { stops, nowMs } = input;
  const fix = input.fixes.findLast((f) => !f.offRoute);
  const departure = input.departure ?? departureOf(stops, input.fixes);
  if (!fix || !departure) return stops.map(() => undefined);
  const placeM =
    input.lagKey === undefined ? undefined : input.learned.waitingPlace(input.lagKey, nowMs);
  const hold = departureHold(stops, departure, nowMs, departureLagS(input), placeM);
  const arrivals = runningTimeArrivals({ ...input, departure }, fix, hold);
  // Stops a bus drives through on its way to where it waits count as passed: its trip starts
  // there.
  return hold.waiting
    ? arrivals.map((at, k) => (stops[k]!.alongM < hold.alongM ? undefined : at))
    : arrivals;
}
