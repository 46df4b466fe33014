/**
 * The trip's stops ahead as text, with each time labelled for what it is: passed, expected (the
 * ETA of a bus on the road; "about" when learned from few buses) or the timetable's. The map is
 * never the only way to this.
 */
import type { LiveTrip, TrackingState } from '#shared/tracking/tracking.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { stopTime, stopsAhead } from './trip-state.ts';

const KIND_WORDS = {
  passed: 'passed',
  arrived: 'arrived',
  expected: 'expected',
  timetable: 'timetable',
  departs: 'departs (the bus is here)',
} as const;

export function StopTimes({
  trip,
  state,
  zone,
  count = 6,
  mine = null,
}: {
  trip: LiveTrip;
  state: TrackingState;
  zone: string;
  count?: number;
  /** The sequence of the rider's own stop: marked "Your stop". */
  mine?: number | null;
}) {
  const onTheRoad = state === 'live' || state === 'stale';
  const stops =
    state === 'ended' || state === 'cancelled'
      ? trip.stops
      : onTheRoad
        ? stopsAhead(trip.stops, count)
        : trip.stops;
  const heading = onTheRoad ? 'Next stops' : state === 'scheduled' ? 'Stops (timetable)' : 'Stops';
  return (
    <section className="stop-times" aria-labelledby="stop-times-heading">
      <h2 id="stop-times-heading" className="stop-times__heading">
        {heading}
      </h2>
      {stops.length === 0 ? (
        <p className="stop-times__none">No stops ahead: the bus is at the end of its trip.</p>
      ) : (
        <ol className="stop-times__list">
          {stops.map((stop) => {
            const time = stopTime(stop, state, stop === trip.stops.at(-1));
            // Learned from few buses: a time to take as roughly so (decision 027).
            const about = time.kind === 'expected' && stop.predictedFrom === 'few-buses';
            return (
              <li key={stop.sequence} className={`stop-times__stop stop-times__stop--${time.kind}`}>
                <span className="stop-times__name">
                  {stop.name}
                  {stop.sequence === mine && (
                    <span className="stop-times__mine">
                      {' '}
                      · Your stop
                      {stop.scheduledDepartureAt && stop.scheduledDepartureAt !== stop.scheduledAt
                        ? `, departs ${clockIn(stop.scheduledDepartureAt, zone)}`
                        : ''}
                    </span>
                  )}
                </span>
                <span className="stop-times__time">
                  {about && 'about '}
                  <time dateTime={time.at}>{clockIn(time.at, zone)}</time>{' '}
                  <span className="stop-times__kind">{KIND_WORDS[time.kind]}</span>
                  {time.timetable && (
                    <span className="stop-times__timetable">
                      {' '}
                      (timetable{' '}
                      <time dateTime={time.timetable}>{clockIn(time.timetable, zone)}</time>)
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
