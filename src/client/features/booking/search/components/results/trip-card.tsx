import { Link } from 'react-router';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { formatMoney } from '#shared/network/fares.ts';
import type { TripOption } from '#shared/booking/search.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { delayWords } from '#client/lib/format/delay.ts';
import { amenityLabel, LAYOUT_LABELS } from '../../utils/search-labels.ts';
import {
  FEW_SEATS,
  clockTime,
  daysLater,
  notBookableText,
  seatsLeftText,
  stopsBetweenText,
  tripDuration,
} from '../../utils/trip-format.ts';
import './trip-card.css';

function seatSelectionHref(trip: TripOption, passengers: number) {
  const params = new URLSearchParams({
    trip: trip.tripId,
    from: trip.from.stopId,
    to: trip.to.stopId,
    passengers: String(passengers),
  });
  return `${paths.seatSelection}?${params}`;
}

function trackHref(tripId: string) {
  return `${paths.track}?${new URLSearchParams({ trip: tripId })}`;
}

/** A bus on the road: "Live · 3 min late", or "No signal" when its last fix is old. */
function LiveBadge({ bus }: { bus: Pick<BusPosition, 'state' | 'delaySeconds'> }) {
  const delay = delayWords(bus.delaySeconds);
  return (
    <p className="trip-card__live">
      <Pill tone={bus.state === 'live' ? 'ok' : 'warn'}>
        {bus.state === 'live' ? 'Live' : 'No signal'}
      </Pill>
      {delay && <span>{delay}</span>}
    </p>
  );
}

/**
 * One trip found: times in the operator's zone, route, bus, fare, seats left, and the way on; a
 * bus on the road says so with its delay. Every trip links to its live page.
 */
export function TripCard({
  trip,
  zone,
  passengers,
  live,
}: {
  trip: TripOption;
  zone: string;
  passengers: number;
  /** The bus's latest state when it is on the road (GET /api/live/fleet). */
  live?: Pick<BusPosition, 'state' | 'delaySeconds'>;
}) {
  const departs = clockTime(trip.from.time, zone);
  const arrives = clockTime(trip.to.time, zone);
  const later = daysLater(trip.from.time, trip.to.time, zone);
  const titleId = `trip-${trip.tripId}`;
  const few = trip.seatsLeft > 0 && trip.seatsLeft <= FEW_SEATS;
  return (
    <article
      className="trip-card"
      aria-labelledby={titleId}
      data-bookable={trip.notBookable === null}
    >
      <div className="trip-card__times">
        <h3 id={titleId} className="trip-card__clock">
          <time dateTime={trip.from.time}>{departs}</time>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> to </span>
          <time dateTime={trip.to.time}>{arrives}</time>
          {later > 0 && (
            <sup className="trip-card__later" aria-label={`arrives ${later} day later`}>
              +{later}
            </sup>
          )}
        </h3>
        <p className="trip-card__duration">
          {tripDuration(trip.durationMinutes)} · {stopsBetweenText(trip.stopsBetween)}
        </p>
        <p className="trip-card__calls">
          {trip.from.name} → {trip.to.name}
        </p>
      </div>
      <div className="trip-card__service">
        <p className="trip-card__route">
          <span
            className="trip-card__route-chip"
            style={{ background: trip.route.colour, color: trip.route.textColour }}
          >
            {trip.route.shortName}
          </span>
          <span>{trip.headsign ?? trip.route.longName}</span>
        </p>
        {live && <LiveBadge bus={live} />}
        {trip.bus && (
          <p className="trip-card__bus">
            {trip.bus.name}
            {trip.layoutKinds.map((kind) => ` · ${LAYOUT_LABELS[kind]}`).join('')}
          </p>
        )}
        {trip.amenities.length > 0 && (
          <ul className="trip-card__amenities" aria-label="Amenities">
            {trip.amenities.map((amenity) => (
              <li key={amenity}>{amenityLabel(amenity)}</li>
            ))}
          </ul>
        )}
        <Link className="trip-card__track" to={trackHref(trip.tripId)}>
          {live ? 'Track this bus' : 'Track'}
          <span className="visually-hidden">, {departs} departure</span>
        </Link>
      </div>
      <div className="trip-card__booking">
        {trip.fareMinor !== null && (
          <p className="trip-card__fare money">{formatMoney(trip.fareMinor, trip.currency)}</p>
        )}
        {trip.notBookable === null ? (
          <>
            <p className={few ? 'trip-card__seats trip-card__seats--few' : 'trip-card__seats'}>
              {seatsLeftText(trip.seatsLeft)}
            </p>
            <Link className="button button--primary" to={seatSelectionHref(trip, passengers)}>
              Select seats<span className="visually-hidden">, {departs} departure</span>
            </Link>
          </>
        ) : (
          <Pill tone={trip.notBookable === 'cancelled' ? 'down' : 'muted'}>
            {notBookableText(trip.notBookable, trip.seatsLeft, passengers)}
          </Pill>
        )}
      </div>
    </article>
  );
}
