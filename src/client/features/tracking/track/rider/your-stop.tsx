/**
 * The rider's own stop on the trip page: where they board and when the bus leaves there (the
 * timetable's departure, which is their ticket's), and whether the bus has passed it.
 */
import type { LiveStop } from '#shared/tracking/tracking.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import './rider.css';

export function YourStop({ stop, zone }: { stop: LiveStop; zone: string }) {
  const leaves = stop.scheduledDepartureAt ?? stop.scheduledAt;
  return (
    <p className="your-stop">
      <span className="your-stop__tag">Your stop</span>{' '}
      <span className="your-stop__name">{stop.name}</span>{' '}
      <time className="your-stop__time" dateTime={leaves}>
        {clockIn(leaves, zone)}
      </time>
      <span className="your-stop__kind">
        {stop.passedAt ? ' · the bus has passed it' : ' · departure on your ticket'}
      </span>
    </p>
  );
}
