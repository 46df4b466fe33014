/** GET /api/stops?q=&kind=stops: stops a route can call at (ten best matches; no stations). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StopSearchResponse } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';

export function searchStops(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q, kind: 'stops' });
  return api(`/api/stops?${params}`, { schema: StopSearchResponse, signal }).then((r) => r.stops);
}

export const stopSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['stops', 'search', q],
    queryFn: ({ signal }) => searchStops(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useStopSearch(q: string) {
  return useQuery(stopSearchQueryOptions(q));
}
