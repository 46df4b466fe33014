/** A duty's state in the conductor's words, from the trip's status and its start and end. */
import type { Duty } from '#shared/conductor/conductor.ts';

export type DutyState = 'not-started' | 'running' | 'ended' | 'cancelled';

type TripRun = Pick<Duty, 'status' | 'startedAt' | 'endedAt'>;

export function dutyState(trip: TripRun): DutyState {
  if (trip.status === 'cancelled') return 'cancelled';
  if (trip.endedAt || trip.status === 'completed') return 'ended';
  if (trip.startedAt || trip.status === 'en-route') return 'running';
  return 'not-started';
}

export const DUTY_STATE_LABELS: Record<DutyState, string> = {
  'not-started': 'Not started',
  running: 'Running',
  ended: 'Ended',
  cancelled: 'Cancelled',
};
