import type { Booking } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { clockIn, tripWhen } from '#shared/core/time-labels.ts';

/** What is being paid for: reference, trip in the operator's local time, passengers and amount. */
export function BookingSummary({ booking, timeZone }: { booking: Booking; timeZone?: string }) {
  const { trip } = booking;
  const seats = booking.passengers.length;
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-summary__title">
        {trip.from.name} → {trip.to.name}
      </h2>
      <dl className="booking-summary__facts">
        <div>
          <dt>Booking</dt>
          <dd className="booking-summary__reference">{booking.reference}</dd>
        </div>
        <div>
          <dt>Departs</dt>
          <dd>
            <time dateTime={trip.from.time}>
              {tripWhen(trip.serviceDate, trip.from.time, timeZone)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Arrives</dt>
          <dd>
            <time dateTime={trip.to.time}>{clockIn(trip.to.time, timeZone)}</time>
          </dd>
        </div>
        <div>
          <dt>Bus</dt>
          <dd>
            {trip.route.shortName}
            {trip.headsign ? ` towards ${trip.headsign}` : ''}
          </dd>
        </div>
      </dl>
      <h3 className="booking-summary__subtitle">
        {seats} {seats === 1 ? 'seat' : 'seats'}
      </h3>
      <ul className="booking-summary__passengers">
        {booking.passengers.map((p) => (
          <li key={p.seat}>
            <span>
              Seat {p.seat} · {p.name}
            </span>
            <span className="money">{formatMoney(p.priceMinor, booking.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="booking-summary__total">
        <span>Total</span>
        <strong className="money">{formatMoney(booking.amountMinor, booking.currency)}</strong>
      </p>
    </section>
  );
}
