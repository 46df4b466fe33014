/**
 * How ETAs are scored against what happened (issue 19's measure). A stop's actual arrival is the
 * moment the bus's distance along the shape reaches the stop's, interpolated between the two fixes
 * around it when they are at most 120 s apart; fixes off the route are left out. At every fix,
 * every stop ahead with a known arrival at most 30 minutes later is one target, and the absolute
 * errors are averaged per horizon bucket.
 */
import type { MatchedFix } from './shape.ts';

/** Two fixes farther apart than this leave the arrival between them unknown. */
export const MAX_GAP_MS = 120_000;
export const MAX_HORIZON_MS = 30 * 60_000;

/** The moment the fixes (in time order) reach each stop's distance; undefined when unknown. */
export function actualArrivals(
  fixes: readonly MatchedFix[],
  stopAlongM: readonly number[],
): (number | undefined)[] {
  const onRoute = fixes.filter((f) => !f.offRoute);
  const result: (number | undefined)[] = stopAlongM.map(() => undefined);
  let i = 1;
  for (let k = 0; k < stopAlongM.length; k++) {
    const stop = stopAlongM[k]!;
    while (i < onRoute.length && onRoute[i]!.alongM < stop) i++;
    if (i >= onRoute.length) break;
    const [a, b] = [onRoute[i - 1]!, onRoute[i]!];
    if (a.alongM >= stop || b.atMs - a.atMs > MAX_GAP_MS) continue;
    const t = (stop - a.alongM) / (b.alongM - a.alongM);
    result[k] = a.atMs + t * (b.atMs - a.atMs);
  }
  return result;
}

export const BUCKETS = [
  { label: '0–5 min', toMs: 5 * 60_000 },
  { label: '5–10 min', toMs: 10 * 60_000 },
  { label: '10–20 min', toMs: 20 * 60_000 },
  { label: '20–30 min', toMs: 30 * 60_000 },
] as const;

export const METHODS = ['predictor', 'timetable', 'propagated'] as const;
export type Method = (typeof METHODS)[number];

export interface BucketRow {
  label: string;
  targets: number;
  /** Mean absolute error in seconds, per method. */
  maeS: Record<Method, number>;
}

/** Absolute errors summed per horizon bucket. */
export class ErrorTable {
  private readonly sums = BUCKETS.map(() => ({ n: 0, predictor: 0, timetable: 0, propagated: 0 }));

  /** One target: the horizon (actual arrival − time of the fix) and each method's prediction. */
  add(observedMs: number, actualMs: number, predicted: Record<Method, number>): void {
    const horizon = actualMs - observedMs;
    if (horizon < 0 || horizon > MAX_HORIZON_MS) return;
    const bucket = this.sums[BUCKETS.findIndex((b) => horizon <= b.toMs)]!;
    bucket.n++;
    for (const method of METHODS) bucket[method] += Math.abs(predicted[method] - actualMs) / 1000;
  }

  rows(): BucketRow[] {
    return BUCKETS.map((b, i) => {
      const s = this.sums[i]!;
      const mean = (sum: number) => (s.n === 0 ? NaN : sum / s.n);
      return {
        label: b.label,
        targets: s.n,
        maeS: {
          predictor: mean(s.predictor),
          timetable: mean(s.timetable),
          propagated: mean(s.propagated),
        },
      };
    });
  }
}
