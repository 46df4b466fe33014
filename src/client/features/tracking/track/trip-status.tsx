/**
 * The trip's state in words (one state, never mixed), how fresh the position is on the server's
 * clock, and whether the live connection is coming back.
 */
import type { LiveTrip, TrackingState } from '#shared/tracking/tracking.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { clockIn } from '#client/lib/format/dates.ts';
import type { LiveState } from '#client/lib/live/live.ts';
import { StateBadge } from './state-badge.tsx';
import { atStopWords, whereWords } from './trip-map-data.ts';
import { stateWords, updatedAgo } from './trip-state.ts';

export function TripStatus({
  trip,
  state,
  now,
  connection,
  zone,
}: {
  trip: LiveTrip;
  state: TrackingState;
  now: number;
  connection: LiveState;
  /** The operator's zone, for the time a bus standing at a stop departs and "Not moving since HH:MM". */
  zone: string;
}) {
  const words = stateWords(state, trip, now);
  const where = atStopWords(trip, state, zone) ?? whereWords(trip, state);
  const onTheRoad = state === 'live' || state === 'stale';
  return (
    <section className={`trip-status trip-status--${state}`} aria-labelledby="trip-status-title">
      {connection === 'reconnecting' && (
        <Notice tone="warning" className="trip-status__connection">
          Reconnecting to live updates… What you see may be out of date.
        </Notice>
      )}
      <div className="trip-status__head">
        <StateBadge state={state} />
        {/* Read out when the state changes (live → no signal → live), not every second. */}
        <h2 id="trip-status-title" className="trip-status__title" aria-live="polite">
          {words.title}
        </h2>
      </div>
      <p className="trip-status__detail">{words.detail}</p>
      {state === 'live' && trip.stillSince && zone && (
        <p className="trip-status__still">
          Not moving since <time dateTime={trip.stillSince}>{clockIn(trip.stillSince, zone)}</time>
        </p>
      )}
      {where && <p className="trip-status__where">{where}</p>}
      {onTheRoad && trip.position && (
        <p className="trip-status__updated">Position {updatedAgo(trip.position.recordedAt, now)}</p>
      )}
    </section>
  );
}
