/** GET /api/admin/stops: one page of stops for the search. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StopList } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { stopsQueryKey } from './keys.ts';

export interface StopsView {
  q: string;
  page: number;
}
export const STOPS_PAGE_SIZE = 20;

export function getStops(view: StopsView, signal?: AbortSignal): Promise<StopList> {
  const params = new URLSearchParams({
    page: String(view.page),
    pageSize: String(STOPS_PAGE_SIZE),
  });
  if (view.q) params.set('q', view.q);
  return api(`/api/admin/stops?${params}`, { schema: StopList, signal });
}

export const stopsQueryOptions = (view: StopsView) =>
  queryOptions({
    queryKey: [...stopsQueryKey, 'list', view.q, view.page],
    queryFn: ({ signal }) => getStops(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useStops(view: StopsView) {
  return useQuery(stopsQueryOptions(view));
}
