import type { Booking, TicketView } from '#shared/booking/booking.ts';
import { qrAlt, qrImageSrc, routeLabel, ticketState, tripTimes } from '../utils/ticket-labels.ts';
import './ticket-card.css';

/**
 * One passenger's e-ticket, laid out like a boarding pass on a phone: reference, route, the trip
 * in the operator's local time, seat and passenger above the tear line, the QR code below it.
 */
export function TicketCard({
  booking,
  ticket,
  zone,
}: {
  booking: Booking;
  ticket: TicketView;
  zone: string;
}) {
  const { trip } = booking;
  const times = tripTimes(trip, zone);
  const state = ticketState(ticket, booking);
  const titleId = `ticket-${ticket.id}`;
  return (
    <article className="ticket-card" aria-labelledby={titleId} data-travels={state.travels}>
      <header className="ticket-card__head">
        <p className="ticket-card__kicker">Booking reference</p>
        <h2 id={titleId} className="ticket-card__reference">
          <span className="visually-hidden">Ticket for seat {ticket.seat}, booking </span>
          {booking.reference}
        </h2>
        <p className="ticket-card__route">
          <span
            className="ticket-card__chip"
            style={{ background: trip.route.colour, color: trip.route.textColour }}
          >
            {routeLabel(trip.route)}
          </span>
          <span>{trip.headsign ?? trip.route.longName}</span>
        </p>
      </header>
      <div className="ticket-card__trip">
        <p className="ticket-card__day">{times.day}</p>
        <div className="ticket-card__calls">
          <p className="ticket-card__call">
            <time className="ticket-card__time" dateTime={trip.from.time}>
              {times.departs}
            </time>
            <span className="ticket-card__stop">{trip.from.name}</span>
          </p>
          <span className="ticket-card__arrow" aria-label="to">
            →
          </span>
          <p className="ticket-card__call">
            <time className="ticket-card__time" dateTime={trip.to.time}>
              {times.arrives}
              {times.daysLater > 0 && (
                <sup aria-label={`${times.daysLater} day later`}>+{times.daysLater}</sup>
              )}
            </time>
            <span className="ticket-card__stop">{trip.to.name}</span>
          </p>
        </div>
        <dl className="ticket-card__facts">
          <div>
            <dt>Seat</dt>
            <dd className="ticket-card__seat">{ticket.seat}</dd>
          </div>
          <div>
            <dt>Passenger</dt>
            <dd>{ticket.passengerName}</dd>
          </div>
          {trip.bus && (
            <div>
              <dt>Bus</dt>
              <dd>{trip.bus.name}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="ticket-card__stub">
        {/* A void booking's tickets are kept without their codes (lib/offline/kept-tickets.ts). */}
        {ticket.qrSvg && (
          <img
            className="ticket-card__qr"
            src={qrImageSrc(ticket.qrSvg)}
            alt={qrAlt(ticket.seat)}
            width={220}
            height={220}
          />
        )}
        <p className={`ticket-card__status ticket-card__status--${state.tone}`}>{state.label}</p>
      </div>
    </article>
  );
}
