/** One trip found on `/track`: route, ends, the timetable's departure, live badge and delay. */
import { Link } from 'react-router';
import type { TrackTrip } from '#shared/tracking/find.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { delayWords } from '#client/lib/format/delay.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { StateBadge } from './state-badge.tsx';

export const trackTripHref = (tripId: string) =>
  `${paths.track}?${new URLSearchParams({ trip: tripId })}`;

export function FoundTripCard({ trip, zone }: { trip: TrackTrip; zone: string }) {
  const onTheRoad = trip.state === 'live' || trip.state === 'stale';
  const delay = onTheRoad ? delayWords(trip.delaySeconds) : null;
  const titleId = `found-${trip.tripId}`;
  return (
    <article className="found-trip" aria-labelledby={titleId}>
      <div className="found-trip__main">
        <h3 id={titleId} className="found-trip__title">
          <span
            className="trip-view__chip"
            style={{ background: trip.routeColour, color: trip.routeTextColour }}
          >
            {trip.routeName}
          </span>{' '}
          {trip.headsign ? `to ${trip.headsign}` : trip.routeLongName}
        </h3>
        <p className="found-trip__ends">
          {trip.firstStop && trip.lastStop
            ? `${trip.firstStop} → ${trip.lastStop}`
            : trip.routeLongName}
          {trip.busName && ` · bus ${trip.busName}`}
          {trip.reference && ` · booking ${trip.reference}`}
        </p>
        {trip.departure && (
          <p className="found-trip__when">
            Leaves <time dateTime={trip.departure}>{clockIn(trip.departure, zone)}</time>{' '}
            (timetable)
            {trip.serviceDate && ` · ${trip.serviceDate}`}
          </p>
        )}
      </div>
      <div className="found-trip__state">
        <StateBadge state={trip.state} />
        {delay && <span className="found-trip__delay">{delay}</span>}
        <Link className="button button--primary" to={trackTripHref(trip.tripId)}>
          Track
          <span className="visually-hidden">
            {' '}
            {trip.routeName}
            {trip.departure ? `, leaving ${clockIn(trip.departure, zone)}` : ''}
          </span>
        </Link>
      </div>
    </article>
  );
}
