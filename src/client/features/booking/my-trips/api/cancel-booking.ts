/** POST /api/bookings/:id/cancel: cancels a confirmed booking and refunds it per the policy. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingResponse } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export function cancelBooking(bookingId: string) {
  return api(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    json: {},
    schema: BookingResponse,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The list, this booking's ticket and any quote all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
