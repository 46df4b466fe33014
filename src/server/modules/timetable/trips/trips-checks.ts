/**
 * What a trip change must pass: the trip has not left, run or been cancelled; a new bus is in
 * service, keeps the sold seats' layout and is not on another trip then; a new conductor has the
 * conductor role and is free then.
 */
import type { Database } from '#db/client.ts';
import { AppError } from '#server/errors.ts';
import { plural } from '#shared/core/plural.ts';
import { busCannotRun, fieldError } from '../schedules/schedules-input.ts';
import { createOptionsRepo } from '../schedules/schedules-options.repo.ts';
import { createTripsRepo, type TripRowView } from './trips.repo.ts';

/** Not departed, completed or cancelled. */
export function changeable(row: TripRowView, now: Date): boolean {
  return (
    (row.status === 'scheduled' || row.status === 'boarding') &&
    row.departure !== null &&
    row.departure > now
  );
}

/** Why a trip cannot change any more, or nothing. */
export function refusal(row: TripRowView, now: Date): AppError | undefined {
  if (row.status === 'cancelled')
    return new AppError(
      'failed-precondition',
      'This trip is cancelled; it can no longer be changed.',
    );
  if (row.status === 'completed')
    return new AppError(
      'failed-precondition',
      'This trip has already run; it can no longer be changed.',
    );
  if (!changeable(row, now))
    return new AppError(
      'failed-precondition',
      'This trip has already left; it can no longer be changed.',
    );
  return undefined;
}

/** "07:05" in the operator's zone. */
export const clock = (date: Date | null, zone: string) =>
  date
    ? new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
      }).format(date)
    : '?';

/** A changeable trip has a departure; one with a single stop is on the road for no time. */
const spanOf = (row: TripRowView) => ({
  departure: row.departure!,
  arrival: row.arrival ?? row.departure!,
});

export async function checkBus(tx: Database, row: TripRowView, busId: string, zone: string) {
  // Shared lock: the bus cannot leave service until this change is saved (buses.service.ts).
  const bus = await createOptionsRepo(tx).bus(busId, true);
  if (!bus) throw fieldError('busId', 'Choose one of the buses.');
  const idle = busCannotRun(bus);
  if (idle) throw idle;
  if (row.seatsTaken > 0 && row.busLayoutId && bus.layoutId !== row.busLayoutId)
    throw fieldError(
      'busId',
      `${plural(row.seatsTaken, 'seat is', 'seats are')} held or sold on this trip: choose a bus with the same seat layout.`,
    );
  const other = await createTripsRepo(tx).clash({ busId }, [spanOf(row)], { tripId: row.id });
  if (other)
    throw fieldError(
      'busId',
      `${bus.registration} runs ${other.route.shortName} at ${clock(other.departure, zone)}–${clock(other.arrival, zone)} then.`,
    );
}

export async function checkConductor(tx: Database, row: TripRowView, userId: string, zone: string) {
  if (!(await createOptionsRepo(tx).isConductor(userId)))
    throw fieldError('conductorUserId', 'Choose one of the conductors.');
  const other = await createTripsRepo(tx).clash({ conductorUserId: userId }, [spanOf(row)], {
    tripId: row.id,
  });
  if (other)
    throw fieldError(
      'conductorUserId',
      `${other.conductorName ?? 'The conductor'} works ${other.route.shortName} at ${clock(other.departure, zone)}–${clock(other.arrival, zone)} then.`,
    );
}
