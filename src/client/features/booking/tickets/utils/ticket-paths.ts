/** The screens a booking links to, each naming the booking in its query string. */
import { z } from 'zod';
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
