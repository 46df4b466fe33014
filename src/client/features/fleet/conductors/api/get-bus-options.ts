/** GET /api/admin/buses/options: every bus, briefly, to assign one to a conductor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusOptions } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';

export function getBusOptions(signal?: AbortSignal) {
  return api('/api/admin/buses/options', { schema: BusOptions, signal });
}

export const busOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'buses', 'options'],
    queryFn: ({ signal }) => getBusOptions(signal),
    staleTime: 30_000,
  });

export function useBusOptions() {
  return useQuery(busOptionsQueryOptions());
}
