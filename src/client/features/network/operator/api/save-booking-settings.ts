/** PUT /api/admin/settings/booking: saves both settings and answers the saved values. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingSettings } from '#shared/booking/operator-settings.ts';
import { api } from '#client/lib/api/api.ts';
import { bookingSettingsQueryKey } from './get-booking-settings.ts';

export function saveBookingSettings(input: BookingSettings) {
  return api('/api/admin/settings/booking', {
    method: 'PUT',
    json: input,
    schema: BookingSettings,
  });
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingSettingsQueryKey, saved);
      // The dashboard's latest actions now start with this change.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      // The public configuration carries both settings (the search calendar, the help centre).
      void queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
