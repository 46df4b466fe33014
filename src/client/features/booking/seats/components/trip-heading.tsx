import type { TripSummary } from '#shared/booking/booking.ts';
import { clockIn, dayIn } from '../utils/trip-time.ts';
import './seat-selection.css';

/** The trip a booking screen is about: route chip, boarding → alighting with local times, the day. */
export function TripHeading({ trip, zone }: { trip: TripSummary; zone: string }) {
  return (
    <div className="trip-heading">
      <span
        className="trip-heading__route"
        style={{ background: trip.route.colour, color: trip.route.textColour }}
      >
        <span className="visually-hidden">Route </span>
        {trip.route.shortName}
      </span>
      <p className="trip-heading__calls">
        <span>
          <time dateTime={trip.from.time}>{clockIn(trip.from.time, zone)}</time> {trip.from.name}
        </span>
        <span aria-label="to"> → </span>
        <span>
          <time dateTime={trip.to.time}>{clockIn(trip.to.time, zone)}</time> {trip.to.name}
        </span>
      </p>
      <p className="trip-heading__day">
        {dayIn(trip.from.time, zone)}
        {trip.bus && ` · ${trip.bus.name}`}
      </p>
    </div>
  );
}
