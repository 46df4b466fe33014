/** GET /api/admin/stops/:id. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StopResponse } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { stopsQueryKey } from './keys.ts';

export function getStop(id: string, signal?: AbortSignal) {
  return api(`/api/admin/stops/${encodeURIComponent(id)}`, { schema: StopResponse, signal });
}

export const stopQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...stopsQueryKey, 'one', id],
    queryFn: ({ signal }) => getStop(id, signal).then((r) => r.stop),
  });

export function useStop(id: string) {
  return useQuery(stopQueryOptions(id));
}
