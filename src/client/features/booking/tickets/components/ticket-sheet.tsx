import type { ReactNode } from 'react';
import type { BookingTickets } from '#shared/booking/booking.ts';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { NotKeptNotice, OfflineTicketNotice } from '../offline/offline-ticket-notice.tsx';
import { useTicketCopy } from '../offline/use-ticket-copy.ts';
import { paymentHref } from '../utils/ticket-paths.ts';
import { TicketActions } from './ticket-actions.tsx';
import { TicketCard } from './ticket-card.tsx';
import './ticket-sheet.css';

/**
 * A booking's e-tickets: one card per passenger, with the files and what to do on board. With no
 * connection, the copy kept on this device (offline/use-ticket-copy.ts) with a notice saying so.
 * `zone` is the operator's time zone, null while it loads (or cannot, offline: the kept copy has it).
 */
export function TicketSheet({ bookingId, zone }: { bookingId: string; zone: string | null }) {
  const { query, copy, unreachable, keptRead } = useTicketCopy(bookingId, zone);
  if (copy) {
    // Online, the kept copy shows as the server's answer will (no notice, the same links) while
    // it is asked: nothing moves when the answer replaces it.
    return (
      <TicketSheetBody
        data={copy.data}
        zone={copy.zone}
        offline={
          unreachable ? (
            <OfflineTicketNotice
              checkedAt={copy.checkedAt}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : null
        }
        actions={!unreachable}
      />
    );
  }
  if (unreachable && keptRead) return <NotKeptNotice />;
  if (query.isError && !unreachable)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{
          text: 'None of your bookings has this link. It may belong to another account.',
          to: paths.profile,
          label: 'See my trips',
        }}
      />
    );
  return <Wave label="Loading your tickets" />;
}

function BookingNotice({ data }: { data: BookingTickets }) {
  const { booking } = data;
  switch (booking.status) {
    case 'pending-payment':
      return (
        <Notice tone="warning" className="ticket-sheet__notice">
          <p>This booking is waiting for payment: its tickets are not valid yet.</p>
          <ButtonLink to={paymentHref(booking.id)}>Pay for booking {booking.reference}</ButtonLink>
        </Notice>
      );
    case 'cancelled':
    case 'refunded':
      return (
        <Notice tone="error" live={false} className="ticket-sheet__notice">
          <p>
            <strong>Cancelled — not valid for travel.</strong>{' '}
            {booking.refundMinor
              ? `${formatMoney(booking.refundMinor, booking.currency)} refunded to your card.`
              : 'No refund was due.'}
          </p>
        </Notice>
      );
    case 'expired':
      return (
        <Notice tone="error" live={false} className="ticket-sheet__notice">
          <p>This booking expired before it was paid: it is not valid for travel.</p>
        </Notice>
      );
    case 'confirmed':
      return null;
  }
}

function TicketSheetBody({
  data,
  zone,
  offline,
  actions,
}: {
  data: BookingTickets;
  zone: string;
  /** The notice of a ticket shown with no connection. */
  offline: ReactNode;
  /** The files and the live bus, which need the network. */
  actions: boolean;
}) {
  const { booking, tickets } = data;
  const usable = booking.status === 'confirmed';
  return (
    <div className="ticket-sheet">
      {offline}
      <BookingNotice data={data} />
      {usable && (
        <div className="ticket-sheet__hint">
          <p>
            <strong>Show this code to the conductor</strong> when you board.
          </p>
          <p>Turn your screen brightness up so the code scans at once.</p>
        </div>
      )}
      {usable && actions && tickets.length > 0 && <TicketActions booking={booking} />}
      {tickets.length === 0 ? (
        <p className="ticket-sheet__none">
          {booking.status === 'pending-payment'
            ? 'Your tickets appear here once the booking is paid.'
            : 'This booking has no tickets.'}
        </p>
      ) : (
        <ul className="ticket-sheet__list" aria-label="Tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard booking={booking} ticket={ticket} zone={zone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
