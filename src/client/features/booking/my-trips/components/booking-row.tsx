import type { Booking } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { routeLabel, seatsText, tripTimes } from '../../tickets/utils/ticket-labels.ts';
import { isCalledOff } from '#shared/booking/booking-groups.ts';
import { chooseAgainHref, paymentHref, ticketHref } from '../../tickets/utils/ticket-paths.ts';
import { bookingStatus, refundOutcome } from '../trip-row.ts';

/** The id of a row's "View ticket" link: focus lands there when its Cancel button is gone. */
export const viewTicketId = (bookingId: string) => `view-ticket-${bookingId}`;

/** One booking in "My trips": when, where, which bus, how many seats, what it cost, its state. */
export function BookingRow({
  booking,
  zone,
  cancellable,
  rebookable,
  onCancel,
}: {
  booking: Booking;
  zone: string;
  cancellable: boolean;
  /** Expired unpaid on a trip still ahead: its seats can be chosen again. */
  rebookable: boolean;
  onCancel: (booking: Booking) => void;
}) {
  const { trip } = booking;
  const times = tripTimes(trip, zone);
  const status = bookingStatus(booking.status);
  const titleId = `booking-${booking.id}`;
  const ended = isCalledOff(booking);
  return (
    <article className="booking-row" aria-labelledby={titleId}>
      <div className="booking-row__when">
        <p className="booking-row__day">{times.day}</p>
        <p className="booking-row__times">
          <time dateTime={trip.from.time}>{times.departs}</time>
          <span aria-label="to"> → </span>
          <time dateTime={trip.to.time}>{times.arrives}</time>
          {times.daysLater > 0 && <sup>+{times.daysLater}</sup>}
        </p>
      </div>
      <div className="booking-row__what">
        <h4 id={titleId} className="booking-row__journey">
          {trip.from.name} → {trip.to.name}
        </h4>
        <p className="booking-row__meta">
          <span
            className="booking-row__chip"
            style={{ background: trip.route.colour, color: trip.route.textColour }}
          >
            {routeLabel(trip.route)}
          </span>
          <span>
            Ref. <span className="booking-row__reference">{booking.reference}</span>
          </span>
          <span>{seatsText(booking.passengers.length)}</span>
          <span className="money">{formatMoney(booking.amountMinor, booking.currency)}</span>
        </p>
      </div>
      <div className="booking-row__state">
        <Pill tone={status.tone}>{status.label}</Pill>
        {ended && <span className="booking-row__refund">{refundOutcome(booking)}</span>}
      </div>
      <div className="booking-row__actions">
        {booking.status === 'pending-payment' ? (
          <ButtonLink variant="primary" to={paymentHref(booking.id)}>
            Pay now
          </ButtonLink>
        ) : booking.status === 'expired' ? (
          rebookable && (
            <ButtonLink variant="secondary" to={chooseAgainHref(booking)}>
              Choose seats again
            </ButtonLink>
          )
        ) : (
          <ButtonLink
            id={viewTicketId(booking.id)}
            variant="secondary"
            to={ticketHref(booking.id)}
            aria-label={`View ticket ${booking.reference}`}
          >
            View ticket
          </ButtonLink>
        )}
        {cancellable && (
          <Button
            variant="quiet"
            onClick={() => onCancel(booking)}
            aria-label={`Cancel booking ${booking.reference}`}
          >
            Cancel
          </Button>
        )}
      </div>
    </article>
  );
}
