/**
 * How "My trips" groups a passenger's bookings, as booking apps do: what is still to travel, what
 * was called off (cancelled, refunded or expired, even for a trip still ahead), and what is over.
 */
import type { Booking, BookingList } from './booking.ts';

type Grouped = Pick<Booking, 'status' | 'trip'>;

/** A booking that will not travel: the passenger cancelled it, it was refunded, or never paid. */
export const isCalledOff = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'cancelled' || booking.status === 'refunded' || booking.status === 'expired';

/**
 * Trips still to come, the soonest first; cancelled and past ones, the latest trip first. A
 * booking counts as still to come until its bus arrives.
 */
export function groupBookings<T extends Grouped>(
  bookings: T[],
  now: Date,
): { [K in keyof BookingList]: T[] } {
  const at = now.getTime();
  const byDeparture = (a: T, b: T) => a.trip.from.time.localeCompare(b.trip.from.time);
  const latestFirst = (a: T, b: T) => byDeparture(b, a);
  const cancelled = bookings.filter(isCalledOff).sort(latestFirst);
  const live = bookings.filter((b) => !isCalledOff(b));
  const upcoming = live.filter((b) => Date.parse(b.trip.to.time) > at).sort(byDeparture);
  const past = live.filter((b) => Date.parse(b.trip.to.time) <= at).sort(latestFirst);
  return { upcoming, cancelled, past };
}
