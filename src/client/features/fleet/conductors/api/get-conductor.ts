/** GET /api/admin/conductors/:id: one conductor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConductorResponse } from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function getConductor(id: string, signal?: AbortSignal) {
  return api(`/api/admin/conductors/${encodeURIComponent(id)}`, {
    schema: ConductorResponse,
    signal,
  });
}

export const conductorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...conductorsQueryKey, 'one', id],
    queryFn: ({ signal }) => getConductor(id, signal),
  });

export function useConductor(id: string) {
  return useQuery(conductorQueryOptions(id));
}
