/** GET /api/live/trips/:id/history: the stored fixes of a trip, for its replay. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TripHistory } from '#shared/tracking/find.ts';
import { api } from '#client/lib/api/api.ts';

export function getTripHistory(tripId: string, signal?: AbortSignal) {
  return api(`/api/live/trips/${encodeURIComponent(tripId)}/history`, {
    schema: TripHistory,
    signal,
  });
}

export const tripHistoryQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['trip-history', tripId],
    queryFn: ({ signal }) => getTripHistory(tripId, signal),
    // An ended trip's history no longer changes.
    staleTime: Infinity,
  });

export function useTripHistory(tripId: string, enabled: boolean) {
  return useQuery({ ...tripHistoryQueryOptions(tripId), enabled });
}
