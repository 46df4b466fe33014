/** GET /api/stops?q=: the public stop autocomplete (ten best matches). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StopSearchResponse } from '#shared/network.ts';
import { api } from '#client/lib/api.ts';

export function searchStops(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q });
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
