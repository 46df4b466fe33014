/** GET /api/bookings: the signed-in passenger's bookings, upcoming, cancelled and past. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingList } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export function getBookings(signal?: AbortSignal) {
  return api('/api/bookings', { schema: BookingList, signal });
}

export const bookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'list'],
    queryFn: ({ signal }) => getBookings(signal),
    staleTime: 30_000,
  });

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
