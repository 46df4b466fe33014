/**
 * A bus that stopped moving between stops (pure, decision 029): a breakdown, a closed road. Its
 * page says "Not moving since HH:MM" and, while it stands, no stop ahead is expected sooner than
 * now plus the timetable's time from where it stands — so the ETAs grow as it waits. A bus
 * waiting at a stop is at that stop (the stop helper's words), not "not moving".
 */
import type { TimetableStop } from '../../prediction/eta.ts';
import { scheduledAt } from '../../prediction/eta.ts';
import { ARRIVED_M } from '../tracking-state.ts';

/** Moving less than this along its route, a bus stands still... */
export const STILL_M = 30;
/** ...and after this long (by its fixes' times) it is "not moving". */
export const STILL_AFTER_MS = 60_000;

export interface Still {
  /** The first fix of the spell in which it moved less than STILL_M. */
  sinceMs: number;
  alongM: number;
  /** Its newest fix. */
  lastMs: number;
}

/** The spell of standing after this fix on the route. */
export function stillAfter(still: Still | undefined, fix: { atMs: number; alongM: number }): Still {
  if (still && Math.abs(fix.alongM - still.alongM) < STILL_M)
    return { ...still, lastMs: Math.max(still.lastMs, fix.atMs) };
  return { sinceMs: fix.atMs, alongM: fix.alongM, lastMs: fix.atMs };
}

/**
 * Since when the bus has not moved, if it has stood STILL_AFTER_MS away from every stop;
 * `timeScale`: a simulated bus's clock runs that much faster than its fixes' real time.
 */
export function notMovingSince(
  still: Still | undefined,
  stops: readonly { alongM: number }[],
  timeScale = 1,
): number | null {
  if (!still || (still.lastMs - still.sinceMs) * timeScale < STILL_AFTER_MS) return null;
  const atStop = stops.some((s) => Math.abs(s.alongM - still.alongM) <= ARRIVED_M);
  return atStop ? null : still.sinceMs;
}

/**
 * The arrivals ahead of a standing bus, none sooner than now plus the timetable's time from where
 * it stands to the stop (a prediction later than that stays).
 */
export function flooredWhileStill(
  arrivals: readonly (number | undefined)[],
  stops: readonly TimetableStop[],
  alongM: number,
  nowMs: number,
  timeScale = 1,
): (number | undefined)[] {
  const here = scheduledAt(stops, alongM);
  const ahead = (k: number) => Math.max(0, stops[k]!.scheduledMs - here) / timeScale;
  return arrivals.map((at, k) => (at === undefined ? at : Math.max(at, nowMs + ahead(k))));
}
