/** GET /api/trips/:id/seats?from=&to=: the live seat map of a trip segment. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeatMap } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export interface SeatMapSegment {
  tripId: string;
  from: string;
  to: string;
}

export function getSeatMap({ tripId, from, to }: SeatMapSegment, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, to });
  return api(`/api/trips/${encodeURIComponent(tripId)}/seats?${query}`, {
    schema: SeatMap,
    signal,
  });
}

export const seatMapQueryKey = (segment: SeatMapSegment) =>
  ['trips', segment.tripId, 'seats', segment.from, segment.to] as const;

export const seatMapQueryOptions = (segment: SeatMapSegment) =>
  queryOptions({
    queryKey: seatMapQueryKey(segment),
    queryFn: ({ signal }) => getSeatMap(segment, signal),
    // The live channel keeps an open map current; a map shown again is loaded again.
    staleTime: 0,
  });

export function useSeatMap(segment: SeatMapSegment) {
  return useQuery(seatMapQueryOptions(segment));
}
