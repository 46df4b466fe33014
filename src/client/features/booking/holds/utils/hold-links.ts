/** Where a hold leads: its details step on /seatselection, its payment, or its seat map again. */
import type { Hold } from '#shared/booking/booking.ts';
import { paths } from '#client/lib/routing/paths.ts';

/** A trip segment as /seatselection names it. */
export interface Segment {
  tripId: string;
  from: string;
  to: string;
}

export const holdSegment = (hold: Pick<Hold, 'trip'>): Segment => ({
  tripId: hold.trip.tripId,
  from: hold.trip.from.stopId,
  to: hold.trip.to.stopId,
});

/** The seat map of a trip segment (to choose again after a hold expired). */
export function seatMapHref({ tripId, from, to }: Segment): string {
  return `${paths.seatSelection}?${new URLSearchParams({ trip: tripId, from, to })}`;
}

/** The details step of a hold: the seat screen with `hold=`. */
export function detailsHref(segment: Segment, holdId: string): string {
  return `${seatMapHref(segment)}&${new URLSearchParams({ hold: holdId })}`;
}

/** "Continue": to payment when the booking was made, else to the passenger details. */
export function continueHref(hold: Hold): string {
  if (hold.bookingId) return `${paths.payment}?${new URLSearchParams({ booking: hold.bookingId })}`;
  return detailsHref(holdSegment(hold), hold.id);
}
