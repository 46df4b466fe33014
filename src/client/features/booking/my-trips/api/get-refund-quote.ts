/** GET /api/bookings/:id/refund: what cancelling the booking now gives back, shown before confirming. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RefundQuote } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export function getRefundQuote(bookingId: string, signal?: AbortSignal) {
  return api(`/api/bookings/${encodeURIComponent(bookingId)}/refund`, {
    schema: RefundQuote,
    signal,
  });
}

export const refundQuoteQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'refund'],
    queryFn: ({ signal }) => getRefundQuote(bookingId, signal),
    // The refund shrinks as departure nears: each opening of the dialog asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useRefundQuote(bookingId: string, enabled: boolean) {
  return useQuery({ ...refundQuoteQueryOptions(bookingId), enabled });
}
