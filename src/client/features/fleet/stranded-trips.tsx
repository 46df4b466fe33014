import { z } from 'zod';
import { StrandedTrip } from '#shared/fleet/buses.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { ApiError } from '#client/lib/api/api.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { tripWhen } from './fleet-labels.ts';

const Details = z.object({ trips: z.array(StrandedTrip) });

/** The trips named by a `failed-precondition` refusal, or null for any other error. */
export function strandedTripsOf(error: unknown): StrandedTrip[] | null {
  if (!(error instanceof ApiError) || error.code !== 'failed-precondition') return null;
  const parsed = Details.safeParse(error.details);
  return parsed.success ? parsed.data.trips : null;
}

/** Why a change was refused: the upcoming trips whose sold or held seats it would strand. */
export function StrandedTrips({ what, trips }: { what: string; trips: StrandedTrip[] }) {
  const timeZone = useConfig().data?.timezone;
  return (
    <Notice tone="error">
      <p>
        {what} — these upcoming trips have sold or held seats. Move the trips to another bus, or
        cancel their bookings, first.
      </p>
      <ul>
        {trips.map((trip) => (
          <li key={trip.tripId}>
            {tripWhen(trip.serviceDate, null, timeZone)} · {trip.route} ·{' '}
            {trip.seats === 1 ? '1 seat' : `${trip.seats} seats`}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
