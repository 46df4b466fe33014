/** GET /api/admin/buses: one page of the fleet for the search, filter and sort of the view. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BusList } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';
import { busesApiQuery, type BusesView } from '../utils/buses-search-params.ts';

export const busesQueryKey = ['admin', 'buses'] as const;

export function getBuses(view: BusesView, signal?: AbortSignal) {
  return api(`/api/admin/buses?${busesApiQuery(view)}`, { schema: BusList, signal });
}

export const busesQueryOptions = (view: BusesView) =>
  queryOptions({
    queryKey: [...busesQueryKey, 'list', busesApiQuery(view)],
    queryFn: ({ signal }) => getBuses(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useBuses(view: BusesView) {
  return useQuery(busesQueryOptions(view));
}
