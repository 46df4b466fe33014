/** The screens a booking links to, each naming the booking in its query string. */
import { paths } from '#client/lib/paths.ts';

const withBooking = (path: string, bookingId: string) =>
  `${path}?${new URLSearchParams({ booking: bookingId }).toString()}`;

/** `/ticket?booking=…` */
export const ticketHref = (bookingId: string) => withBooking(paths.ticket, bookingId);

/** `/payment?booking=…`: where a booking still waiting for payment is paid. */
export const paymentHref = (bookingId: string) => withBooking(paths.payment, bookingId);
