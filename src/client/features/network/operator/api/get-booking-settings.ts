/** GET /api/admin/settings/booking: the booking window and the refund policy. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingSettings } from '#shared/booking/operator-settings.ts';
import { api } from '#client/lib/api/api.ts';

export const bookingSettingsQueryKey = ['admin', 'settings', 'booking'] as const;

export function getBookingSettings(signal?: AbortSignal) {
  return api('/api/admin/settings/booking', { schema: BookingSettings, signal });
}

export const bookingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsQueryKey,
    queryFn: ({ signal }) => getBookingSettings(signal),
  });

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions());
}
