import { useCallback, useState } from 'react';
import type { Booking } from '#shared/booking/booking.ts';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { useBookings } from '../api/get-bookings.ts';
import { canCancel, canChooseAgain } from '../trip-row.ts';
import { BookingRow, viewTicketId } from './booking-row.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import './my-trips.css';

/** "My trips" on the profile: upcoming, cancelled (or expired unpaid) and past bookings, each with its ticket and, while it may, a way to cancel. */
export function MyTrips() {
  const query = useBookings();
  const zone = useOperatorZone();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const returnFocus = useCallback(
    () => (cancelling ? document.getElementById(viewTicketId(cancelling.id)) : null),
    [cancelling],
  );

  if (query.isPending || zone === null) return <Wave size="small" label="Loading your trips" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { upcoming, cancelled, past } = query.data;
  if (upcoming.length + cancelled.length + past.length === 0)
    return (
      <EmptyState text="No trips yet — search for a bus">
        <ButtonLink variant="secondary" to={paths.home}>
          Search for a bus
        </ButtonLink>
      </EmptyState>
    );

  const now = new Date();
  const section = (title: string, id: string, bookings: Booking[], empty: string) => (
    <section className="my-trips__section" aria-labelledby={id}>
      <h3 id={id} className="my-trips__heading">
        {title} <span className="my-trips__count">({bookings.length})</span>
      </h3>
      {bookings.length === 0 ? (
        <p className="my-trips__empty">{empty}</p>
      ) : (
        <ul className="my-trips__list">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingRow
                booking={booking}
                zone={zone}
                cancellable={canCancel(booking, now)}
                rebookable={canChooseAgain(booking, now)}
                onCancel={setCancelling}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="my-trips">
      {section('Upcoming', 'my-trips-upcoming', upcoming, 'No upcoming trips.')}
      {cancelled.length > 0 &&
        section('Cancelled', 'my-trips-cancelled', cancelled, 'No cancelled trips.')}
      {section('Past', 'my-trips-past', past, 'No past trips.')}
      {cancelling && (
        <CancelBookingDialog
          key={cancelling.id}
          booking={cancelling}
          zone={zone}
          onClose={() => setCancelling(null)}
          returnFocus={returnFocus}
        />
      )}
    </div>
  );
}
