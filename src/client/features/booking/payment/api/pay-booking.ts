/**
 * POST /api/bookings/:id/payments: pays a booking by card, once per idempotency key.
 * POST /api/bookings/:id/payments/:paymentId/confirm: the approval a `requires-confirmation`
 * answer asked for. Both answer the booking as it now stands, which the screen's query takes.
 * Whatever the answer, the passenger's holds are read again: a paid or lapsed hold is no longer
 * one, so the header's "Seats held" chip and /temp must not keep counting it down.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentResult, type PaymentRequest } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';
import { holdsQueryKey } from '../../holds/api/get-holds.ts';
import { bookingQueryKey } from './get-booking.ts';

const base = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/payments`;

export function payBooking(bookingId: string, request: PaymentRequest) {
  return api(base(bookingId), { method: 'POST', json: request, schema: PaymentResult });
}

export function confirmPayment(bookingId: string, paymentId: string) {
  return api(`${base(bookingId)}/${encodeURIComponent(paymentId)}/confirm`, {
    method: 'POST',
    schema: PaymentResult,
  });
}

export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (result: PaymentResult) => {
    queryClient.setQueryData(bookingQueryKey(bookingId), { booking: result.booking });
    if (result.status === 'succeeded')
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
  };
  const onSettled = () => queryClient.invalidateQueries({ queryKey: holdsQueryKey });
  return {
    pay: useMutation({
      mutationFn: (request: PaymentRequest) => payBooking(bookingId, request),
      onSuccess,
      onSettled,
    }),
    confirm: useMutation({
      mutationFn: (paymentId: string) => confirmPayment(bookingId, paymentId),
      onSuccess,
      onSettled,
    }),
  };
}
