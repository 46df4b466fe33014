/** GET /api/admin/buses/:id: one bus. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusResponse } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';
import { busesQueryKey } from './get-buses.ts';

export function getBus(id: string, signal?: AbortSignal) {
  return api(`/api/admin/buses/${encodeURIComponent(id)}`, { schema: BusResponse, signal });
}

export const busQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...busesQueryKey, 'one', id],
    queryFn: ({ signal }) => getBus(id, signal),
  });

export function useBus(id: string) {
  return useQuery(busQueryOptions(id));
}
