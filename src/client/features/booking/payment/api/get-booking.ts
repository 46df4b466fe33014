/** GET /api/bookings/:id: one of the passenger's bookings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingResponse } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export const bookingQueryKey = (id: string) => ['bookings', id] as const;

export function getBooking(id: string, signal?: AbortSignal) {
  return api(`/api/bookings/${encodeURIComponent(id)}`, { schema: BookingResponse, signal });
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingQueryKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
