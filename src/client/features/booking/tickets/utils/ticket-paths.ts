/** The screens a booking links to, each naming the booking in its query string. */
import { z } from 'zod';
import type { Booking } from '#shared/booking/booking.ts';
import { paths } from '#client/lib/routing/paths.ts';

const BookingId = z.guid();

/**
 * The booking a `?booking=` value names, or null for one no booking can have (a cut-off link):
 * such a link is answered at once rather than sent to the server to be refused.
 */
export function bookingIdFrom(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return BookingId.safeParse(id).success ? id : null;
}

const withBooking = (path: string, bookingId: string) =>
  `${path}?${new URLSearchParams({ booking: bookingId }).toString()}`;

/** `/ticket?booking=…` */
export const ticketHref = (bookingId: string) => withBooking(paths.ticket, bookingId);

/** `/payment?booking=…`: where a booking still waiting for payment is paid. */
export const paymentHref = (bookingId: string) => withBooking(paths.payment, bookingId);

/**
 * The seat map of a booking's trip segment, to choose as many seats again (after its hold
 * expired unpaid).
 */
export function chooseAgainHref(booking: Pick<Booking, 'trip' | 'passengers'>): string {
  const { trip } = booking;
  const query = new URLSearchParams({
    trip: trip.tripId,
    from: trip.from.stopId,
    to: trip.to.stopId,
    passengers: String(booking.passengers.length),
  });
  return `${paths.seatSelection}?${query.toString()}`;
}

/** `/track?trip=…&stop=…`: the booking's bus, live on a map, the stop it boards at marked. */
export const trackHref = (booking: Pick<Booking, 'trip'>) =>
  `${paths.track}?${new URLSearchParams({
    trip: booking.trip.tripId,
    stop: String(booking.trip.from.sequence),
  }).toString()}`;
