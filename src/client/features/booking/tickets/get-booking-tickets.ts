/** GET /api/bookings/:id/tickets: a booking of the signed-in passenger with its tickets and QR codes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingTickets } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export function getBookingTickets(bookingId: string, signal?: AbortSignal) {
  return api(`/api/bookings/${encodeURIComponent(bookingId)}/tickets`, {
    schema: BookingTickets,
    signal,
  });
}

export const bookingTicketsQueryOptions = (bookingId: string) =>
  queryOptions({
    // Under ['bookings'], so cancelling a booking refreshes its ticket too.
    queryKey: ['bookings', bookingId, 'tickets'],
    queryFn: ({ signal }) => getBookingTickets(bookingId, signal),
    // A ticket turns "used" when the conductor scans it: worth a fresh look on return.
    staleTime: 30_000,
  });

/**
 * The ticket screen's query: asked again when the tab comes back (after 30 s) and whenever the
 * network returns, so a ticket kept on the device is checked as soon as it can be.
 */
export function useBookingTickets(bookingId: string) {
  return useQuery({
    ...bookingTicketsQueryOptions(bookingId),
    refetchOnWindowFocus: true,
    refetchOnReconnect: 'always',
  });
}
