/**
 * Which stop of a trip is the rider's own (pure): the one a ticket's or booking's link names
 * (`/track?trip=…&stop=<sequence>`), else the signed-in rider's boarding stop on the trip.
 */
import type { LiveStop, LiveTrip } from '#shared/tracking/tracking.ts';

/** `stop=` as a link carries it: a stop sequence, or null for anything else. */
export function stopParam(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

/** The rider's stop on the trip: the link's, else the booking's; null when neither is one of its stops. */
export function riderStop(
  trip: Pick<LiveTrip, 'stops'>,
  fromLink: number | null,
  booked: number | null,
): LiveStop | null {
  for (const sequence of [fromLink, booked]) {
    const stop = sequence === null ? undefined : trip.stops.find((s) => s.sequence === sequence);
    if (stop) return stop;
  }
  return null;
}
