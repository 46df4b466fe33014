/** GET /api/admin/stats/bookings: bookings today, the last 7 days' takings, the coming week's occupancy. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingStats } from '#shared/stats/stats.ts';
import { api } from '#client/lib/api/api.ts';

export function getBookingStats(signal?: AbortSignal) {
  return api('/api/admin/stats/bookings', { schema: BookingStats, signal });
}

export const bookingStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats', 'bookings'],
    queryFn: ({ signal }) => getBookingStats(signal),
    refetchInterval: 60_000,
  });

export function useBookingStats() {
  return useQuery(bookingStatsQueryOptions());
}
