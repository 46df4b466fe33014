/** GET /api/admin/conductors: one page of conductors, with their trips today. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ConductorList } from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorsApiQuery, type ConductorsView } from '../utils/conductors-search-params.ts';

export const conductorsQueryKey = ['admin', 'conductors'] as const;

export function getConductors(view: ConductorsView, signal?: AbortSignal) {
  return api(`/api/admin/conductors?${conductorsApiQuery(view)}`, {
    schema: ConductorList,
    signal,
  });
}

export const conductorsQueryOptions = (view: ConductorsView) =>
  queryOptions({
    queryKey: [...conductorsQueryKey, 'list', conductorsApiQuery(view)],
    queryFn: ({ signal }) => getConductors(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useConductors(view: ConductorsView) {
  return useQuery(conductorsQueryOptions(view));
}
