/** The refusal of a fleet change that would strand sold or held seats, naming the trips. */
import type { StrandedTrip } from '#shared/fleet/buses.ts';
import { AppError } from '#server/errors.ts';

const SHOWN = 5;

export function strandedError(what: string, trips: StrandedTrip[]): AppError {
  const named = trips
    .slice(0, SHOWN)
    .map((t) => `${t.serviceDate} ${t.route} (${t.seats} ${t.seats === 1 ? 'seat' : 'seats'})`);
  const more = trips.length > SHOWN ? ` and ${trips.length - SHOWN} more` : '';
  return new AppError(
    'failed-precondition',
    `${what}: ${named.join(', ')}${more}. Move those trips to another bus, or cancel their bookings, first.`,
    { trips },
  );
}
