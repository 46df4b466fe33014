/** POST /api/bookings: the held seats with their passengers become a booking waiting for payment. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingResponse, type BookingRequest } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export function createBooking(request: BookingRequest) {
  return api('/api/bookings', { method: 'POST', json: request, schema: BookingResponse });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['holds'] }),
  });
}
