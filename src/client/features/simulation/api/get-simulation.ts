/** GET /api/admin/simulation: whether it runs and what it drives; asked every second while it runs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimulationStatus } from '#shared/simulation/simulation.ts';
import { api } from '#client/lib/api/api.ts';
import { simulationKey } from './keys.ts';

export function getSimulation(signal?: AbortSignal) {
  return api('/api/admin/simulation', { schema: SimulationStatus, signal });
}

export const simulationQueryOptions = () =>
  queryOptions({
    queryKey: simulationKey,
    queryFn: ({ signal }) => getSimulation(signal),
    refetchInterval: (query) => (query.state.data?.running ? 1000 : 10_000),
  });

export function useSimulation() {
  return useQuery(simulationQueryOptions());
}
