/** GET /api/live/search?q=: today's trips to follow, the signed-in passenger's next one first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TrackSearchResult } from '#shared/tracking/find.ts';
import { api } from '#client/lib/api/api.ts';

export function searchTrackTrips(q: string, signal?: AbortSignal) {
  const query = q ? `?${new URLSearchParams({ q })}` : '';
  return api(`/api/live/search${query}`, { schema: TrackSearchResult, signal });
}

export const trackSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['track-search', q],
    queryFn: ({ signal }) => searchTrackTrips(q, signal),
    staleTime: 15_000,
    // The badges and delays move: a list left open stays roughly current.
    refetchInterval: 30_000,
  });

export function useTrackSearch(q: string) {
  return useQuery({ ...trackSearchQueryOptions(q), placeholderData: keepPreviousData });
}
