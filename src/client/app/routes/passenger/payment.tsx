import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useBooking } from '#client/features/booking/payment/api/get-booking.ts';
import {
  HoldExpired,
  PaymentPanel,
} from '#client/features/booking/payment/components/payment-panel.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useConfig } from '#client/lib/api/public-config.ts';

const ticketLink = (bookingId: string) =>
  `${paths.ticket}?${new URLSearchParams({ booking: bookingId })}`;

function Payment({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  const timeZone = useConfig().data?.timezone;
  const navigate = useNavigate();
  if (booking.isPending) return <Wave label="Loading your booking" />;
  if (booking.isError)
    return (
      <ErrorState
        error={booking.error}
        onRetry={() => void booking.refetch()}
        notFound={{
          text: 'No booking of yours has this link. It may belong to another account.',
          to: paths.buses,
          label: 'Find a bus',
        }}
      />
    );
  const current = booking.data.booking;
  switch (current.status) {
    case 'pending-payment':
      return (
        <PaymentPanel
          booking={current}
          timeZone={timeZone}
          onPaid={() => void navigate(ticketLink(current.id))}
        />
      );
    case 'expired':
      return <HoldExpired booking={current} />;
    case 'confirmed':
      return (
        <EmptyState text={`Booking ${current.reference} is paid.`}>
          <ButtonLink to={ticketLink(current.id)}>Show my e-ticket</ButtonLink>
        </EmptyState>
      );
    case 'cancelled':
    case 'refunded':
      return (
        <EmptyState
          text={`Booking ${current.reference} was cancelled, so there is nothing to pay.`}
        >
          <ButtonLink to={paths.profile}>See my trips</ButtonLink>
        </EmptyState>
      );
  }
}

/** `/payment?booking=<id>`: pay for a booking while its seats are held; then the e-ticket. */
export function PaymentScreen() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() ?? '';
  return (
    <Screen title="Payment" lead="Pay for your held seats; your e-ticket follows at once.">
      {bookingId ? (
        <Payment bookingId={bookingId} />
      ) : (
        <EmptyState text="There is no booking to pay for. Find a bus and choose your seats first.">
          <ButtonLink to={paths.buses}>Find a bus</ButtonLink>
        </EmptyState>
      )}
    </Screen>
  );
}
