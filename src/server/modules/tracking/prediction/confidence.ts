/**
 * How sure a predicted time is, with no database and the clock passed in (decision 027): what it
 * rests on is counted in buses — the learned weight of the stretches between the bus and the
 * stop (on average), and, while the bus has not left, of the departure lag it waits by. A time
 * resting on fewer than FEW_BUSES is "about" that time on `/track`.
 */
import { departureOf, type EtaInput } from './eta.ts';
import { LAG_TAU_MS, segmentKey, STRETCH_TAU_MS, weightAt } from './learning.ts';

/** Fewer buses' worth of learning than this behind a time, and it is shown as "about". */
export const FEW_BUSES = 2;

export type PredictedFrom = 'buses' | 'few-buses';

/** Per stop ahead of the bus, how many buses' worth of learning its prediction rests on. */
export function supportOf(input: EtaInput): (number | undefined)[] {
  const { stops, learned, nowMs } = input;
  const fix = input.fixes.findLast((f) => !f.offRoute);
  if (!fix) return stops.map(() => undefined);
  const departure = input.departure ?? departureOf(stops, input.fixes);
  const lag = input.lagKey === undefined ? undefined : learned.lags.get(input.lagKey);
  const waitingOn =
    departure?.departedMs === undefined ? (lag ? weightAt(lag, nowMs, LAG_TAU_MS) : 0) : Infinity;
  let sum = 0;
  let n = 0;
  return stops.map((stop, k) => {
    if (stop.alongM <= fix.alongM) return undefined;
    if (k > 0) {
      const mean = learned.stretches.get(segmentKey(stops[k - 1]!.stopId, stop.stopId));
      sum += mean ? weightAt(mean, nowMs, STRETCH_TAU_MS) : 0;
      n++;
    }
    return Math.min(n === 0 ? Infinity : sum / n, waitingOn);
  });
}

/** The words for a support: learned from enough buses, or from few. */
export const predictedFrom = (support: number): PredictedFrom =>
  support >= FEW_BUSES ? 'buses' : 'few-buses';
