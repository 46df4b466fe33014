/** GET /api/contact/bookings: the signed-in sender's latest booking references, for the form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactBookings } from '#shared/support/support.ts';
import { api } from '#client/lib/api/api.ts';

export function useContactBookings(signedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['contact', 'bookings'],
      queryFn: ({ signal }) => api('/api/contact/bookings', { schema: ContactBookings, signal }),
      enabled: signedIn,
    }),
  );
}
