/** POST /api/admin/simulation/start and /stop: each answers the new status, which the screen shows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SimulationStatus, type SimulationStart } from '#shared/simulation/simulation.ts';
import { api } from '#client/lib/api/api.ts';
import { simulationKey } from './keys.ts';

export function startSimulation(start: SimulationStart) {
  return api('/api/admin/simulation/start', {
    method: 'POST',
    json: start,
    schema: SimulationStatus,
  });
}

export function stopSimulation() {
  return api('/api/admin/simulation/stop', { method: 'POST', schema: SimulationStatus });
}

function useControl<T>(control: (input: T) => Promise<SimulationStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: control,
    onSuccess: (status) => queryClient.setQueryData(simulationKey, status),
  });
}

export const useStartSimulation = () => useControl(startSimulation);
export const useStopSimulation = () => useControl(stopSimulation);
