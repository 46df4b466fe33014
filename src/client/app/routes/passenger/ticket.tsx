import { useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { TicketSheet } from '#client/features/booking/tickets/components/ticket-sheet.tsx';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { bookingIdFrom } from '#client/features/booking/tickets/utils/ticket-paths.ts';
import { paths } from '#client/lib/routing/paths.ts';

/**
 * `/ticket?booking=<id>` (signed in; the guard sends others to sign in and back here): the
 * booking's e-tickets, with days and times in the operator's time zone; with no network, the copy
 * kept on this device (decision 026).
 */
export function TicketScreen() {
  const [params] = useSearchParams();
  const bookingId = bookingIdFrom(params.get('booking'));
  const zone = useOperatorZone();
  return (
    <Screen
      title="Your e-ticket"
      lead="Show it on your phone when you board, or print it: one page per passenger."
    >
      {!bookingId ? (
        <EmptyState text="This link names no booking: it may have been cut short. Your tickets are listed under My trips.">
          <ButtonLink variant="secondary" to={paths.profile}>
            See my trips
          </ButtonLink>
        </EmptyState>
      ) : (
        <TicketSheet bookingId={bookingId} zone={zone} />
      )}
    </Screen>
  );
}
