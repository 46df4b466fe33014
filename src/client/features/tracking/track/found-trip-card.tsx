/** One trip found on `/track`: route, ends, the timetable's departure, live badge and delay. */
import { Link } from 'react-router';
import type { TrackTrip } from '#shared/tracking/find.ts';
import { clockIn, longDateLabel } from '#client/lib/format/dates.ts';
import { delayWords } from '#client/lib/format/delay.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { StateBadge } from './state-badge.tsx';
import { TripStopLine } from './rider/trip-stop-line.tsx';

/** `/track?trip=…`, with `&stop=<sequence>` for the rider's own boarding stop (marked there). */
export const trackTripHref = (tripId: string, stop: number | null = null) =>
  `${paths.track}?${new URLSearchParams(stop === null ? { trip: tripId } : { trip: tripId, stop: String(stop) })}`;

export function FoundTripCard({
  trip,
  zone,
  today,
}: {
  trip: TrackTrip;
  zone: string;
  /** The operator's today: another day's trip (a booking's) names its date. */
  today: string;
}) {
  const onTheRoad = trip.state === 'live' || trip.state === 'stale';
  const delay = onTheRoad ? delayWords(trip.delaySeconds) : null;
  const titleId = `found-${trip.tripId}`;
  const leaves = trip.stop?.departure
    ? { name: trip.stop.name, at: trip.stop.departure }
    : trip.departure
      ? { name: trip.firstStop ?? '', at: trip.departure }
      : null;
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
        {trip.stop && <TripStopLine trip={trip} stop={trip.stop} zone={zone} today={today} />}
        {trip.departure && !trip.boarding && (
          <p className="found-trip__when">
            Leaves <time dateTime={trip.departure}>{clockIn(trip.departure, zone)}</time>{' '}
            (timetable)
            {trip.serviceDate !== today && ` · ${longDateLabel(trip.serviceDate)}`}
          </p>
        )}
      </div>
      <div className="found-trip__state">
        <StateBadge state={trip.state} />
        {delay && <span className="found-trip__delay">{delay}</span>}
        <Link
          className="button button--primary"
          to={trackTripHref(trip.tripId, trip.boarding ? (trip.stop?.sequence ?? null) : null)}
        >
          Track
          <span className="visually-hidden">
            {' '}
            {trip.routeName}
            {leaves ? `, leaving ${leaves.name} ${clockIn(leaves.at, zone)}` : ''}
          </span>
        </Link>
      </div>
    </article>
  );
}
