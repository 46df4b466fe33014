/**
 * What instances tell each other about fixes on the hub (tracking.service.ts sends and hears
 * them), and a simulation's clock as its fixes carry it (decision 029).
 */
import type { FixInput } from '#shared/tracking/tracking.ts';
import type { Judged } from '../positions/fix-neighbours.ts';
import type { FixSender } from '../tracking.ts';
import type { LastFix } from './live-state.ts';

/**
 * What an instance tells the others: the fixes it stored, as judged (the good ones move the bus),
 * or trips whose stored flags a run changed, to follow again from the database.
 */
export type MovedFix = { tripId: string; fix: LastFix };
export type FixesNotice =
  | {
      kind: 'fixes';
      from: string;
      fixes: MovedFix[];
      judged?: { tripId: string; fix: Judged }[];
      /** A simulation's speed and its trips' clocks less real time (decision 029). */
      timeScale?: number;
      shifts?: Record<string, number>;
    }
  | { kind: 'rebuild'; from: string; tripIds: string[] };

/** A simulation's clock as its fixes tell it: its speed, each trip's time less real time. */
export type SimClock = { timeScale: number; shifts: Record<string, number> };

export function clockOf(
  sender: Extract<FixSender, { kind: 'system' }>,
  fixes: readonly FixInput[],
): SimClock | undefined {
  if (!sender.timeScale) return undefined;
  const shifts: Record<string, number> = {};
  for (const fix of fixes) {
    const tripTime = sender.tripTimes?.[fix.tripId];
    if (tripTime !== undefined) shifts[fix.tripId] = tripTime - Date.parse(fix.recordedAt);
  }
  return { timeScale: sender.timeScale, shifts };
}
