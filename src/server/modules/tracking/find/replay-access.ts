/**
 * Who may replay a trip's GPS trail (pure): an admin, the trip's conductor, or a passenger with a
 * confirmed booking on it — one who paid and has not cancelled. A cancelled, refunded, expired or
 * unpaid booking does not count: its holder did not travel, and the trail says where the bus and
 * its conductor were.
 */
import type { Role } from '#shared/accounts/access.ts';
import type { ReplayAccessRow } from './replay-access.read-model.ts';

export const REPLAY_REFUSAL =
  'Only the passengers with a confirmed booking on this trip, its conductor and admins can replay it.';

/** Null when `viewer` may replay the trip, else the words of the refusal. */
export function replayRefusal(
  viewer: { id: string; role: Role },
  trip: Pick<ReplayAccessRow, 'conductor_user_id' | 'booked'>,
): string | null {
  if (viewer.role === 'admin') return null;
  if (trip.conductor_user_id !== null && trip.conductor_user_id === viewer.id) return null;
  if (trip.booked) return null;
  return REPLAY_REFUSAL;
}
