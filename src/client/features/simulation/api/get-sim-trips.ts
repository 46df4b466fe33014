/** GET /api/admin/simulation/trips: today's trips that are not cancelled, to choose from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimTripChoices } from '#shared/simulation/simulation.ts';
import { api } from '#client/lib/api/api.ts';
import { simTripsKey } from './keys.ts';

export function getSimTrips(signal?: AbortSignal) {
  return api('/api/admin/simulation/trips', { schema: SimTripChoices, signal });
}

export const simTripsQueryOptions = () =>
  queryOptions({
    queryKey: simTripsKey,
    queryFn: ({ signal }) => getSimTrips(signal),
    staleTime: 60_000,
  });

export function useSimTrips(enabled: boolean) {
  return useQuery({ ...simTripsQueryOptions(), enabled });
}
