/** Who may work a trip at the door: its own conductor, or an admin acting for any trip. */
import { AppError, NotFoundError, PermissionError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { DoorTrip } from './door-trip.read-model.ts';

/** The trip, once the actor may work it; 404 for no such trip, 403 (in words) for another's. */
export function doorTripFor(
  trip: DoorTrip | undefined,
  tripId: string,
  actor: RequestUser,
  doing: string,
): DoorTrip {
  if (!trip) throw new NotFoundError('trip', tripId);
  if (actor.role !== 'admin' && trip.conductorUserId !== actor.id)
    throw new PermissionError(
      `Only this trip’s conductor or an admin may ${doing}; you are not its conductor.`,
    );
  return trip;
}

/** Started and not ended. */
export const isRunning = (trip: Pick<DoorTrip, 'startedAt' | 'endedAt'>) =>
  trip.startedAt !== null && trip.endedAt === null;

/** Tickets are checked on a trip that is neither cancelled nor over (decision 024). */
export function assertCheckable(trip: DoorTrip): void {
  if (trip.status === 'cancelled')
    throw new AppError(
      'failed-precondition',
      'This trip is cancelled: its tickets are void and none can be checked.',
    );
  if (trip.status === 'completed' || trip.endedAt !== null)
    throw new AppError(
      'failed-precondition',
      'This trip has ended: tickets are checked while it is before or on the road.',
    );
}
