/**
 * A bus standing at a stop, in words (pure, the operator's zone passed in): "At Augsburg Hbf,
 * departs 07:50" while it waits for a held departure, "At Augsburg Hbf, departing now" once it
 * may leave. It is at that stop until it leaves: not between it and the next
 * (docs/decisions/028-a-bus-standing-at-a-stop.md).
 */
import { clockIn } from '#client/lib/format/dates.ts';
import type { LiveTrip, TrackingState } from '#shared/tracking/tracking.ts';

/** The stop the bus stands at, or null while it is not at one (or not on the road). */
export function atStopWords(
  trip: Pick<LiveTrip, 'atStop' | 'stops'>,
  state: TrackingState,
  zone: string,
): string | null {
  const at = trip.atStop;
  if (!at || (state !== 'live' && state !== 'stale')) return null;
  const stop = trip.stops.find((s) => s.sequence === at.sequence);
  if (!stop) return null;
  if (state === 'stale') return `Last seen at ${stop.name}`;
  return at.departsAt
    ? `At ${stop.name}, departs ${clockIn(at.departsAt, zone)}`
    : `At ${stop.name}, departing now`;
}
