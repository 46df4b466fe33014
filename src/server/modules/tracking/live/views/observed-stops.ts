/**
 * What an ended trip's stops show (pure, decision 029): when the bus was observed at each, read
 * from its stored fixes — the moment it crossed the stop, interpolated between two good fixes on
 * its route at most two minutes apart; it left its first stop when it was 50 m past it and
 * arrived at its last when 50 m short of it. A stop with no such pair of fixes around it (before
 * the first fix, in a long gap) was not observed: its page shows the timetable there.
 */
import { MAX_GAP_MS } from '../../prediction/evaluate.ts';
import { ARRIVED_M } from '../tracking-state.ts';

export interface ObservedFix {
  atMs: number;
  /** Metres along the trip's shape; null when it was never matched (a flagged fix). */
  alongM: number | null;
  offRoute: boolean;
  flag: string | null;
}

/** Each stop's observed time (ms), undefined where nothing was observed. */
export function observedStops(
  stops: readonly { alongM: number }[],
  fixes: readonly ObservedFix[],
): (number | undefined)[] {
  const good = fixes.filter(
    (f): f is ObservedFix & { alongM: number } => !f.flag && !f.offRoute && f.alongM !== null,
  );
  const last = stops.length - 1;
  const marks = stops.map((stop, k) =>
    k === 0 && last > 0
      ? stop.alongM + ARRIVED_M
      : k === last
        ? stop.alongM - ARRIVED_M
        : stop.alongM,
  );
  const seen: (number | undefined)[] = stops.map(() => undefined);
  for (let i = 1; i < good.length; i++) {
    const [a, b] = [good[i - 1]!, good[i]!];
    if (b.alongM <= a.alongM || b.atMs - a.atMs > MAX_GAP_MS) continue;
    marks.forEach((mark, k) => {
      if (seen[k] !== undefined || mark <= a.alongM || mark > b.alongM) return;
      seen[k] = a.atMs + ((mark - a.alongM) / (b.alongM - a.alongM)) * (b.atMs - a.atMs);
    });
  }
  // A bus first seen already at its last stop arrived no later than that fix.
  const arrived = good.find((f) => f.alongM >= marks[last]!);
  if (seen[last] === undefined && arrived && good[0] !== arrived) seen[last] = arrived.atMs;
  return seen;
}
