/**
 * A found trip's line for one stop: the rider's boarding stop and its departure (their ticket's
 * time, and its day when not today) for their own booking, or the stop a search named, e.g.
 * "Your stop: Augsburg Hbf 07:50".
 */
import type { TrackStop, TrackTrip } from '#shared/tracking/find.ts';
import { clockIn, longDateLabel } from '#client/lib/format/dates.ts';
import './rider.css';

export function TripStopLine({
  trip,
  stop,
  zone,
  today,
}: {
  trip: Pick<TrackTrip, 'boarding' | 'serviceDate'>;
  stop: TrackStop;
  zone: string;
  today: string;
}) {
  return (
    <p className="found-trip__stop">
      {trip.boarding ? 'Your stop: ' : 'At '}
      {stop.name}
      {stop.departure && (
        <>
          {' '}
          <time dateTime={stop.departure}>{clockIn(stop.departure, zone)}</time>
          {trip.boarding ? ' (your ticket)' : ' (timetable)'}
        </>
      )}
      {trip.boarding && trip.serviceDate !== today && ` · ${longDateLabel(trip.serviceDate)}`}
    </p>
  );
}
