/** POST /api/admin/buses/:id/status: back in service, maintenance or retired. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusResponse, type BusStatus } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';
import { busesQueryKey } from './get-buses.ts';

export function setBusStatus({ id, status }: { id: string; status: BusStatus }) {
  return api(`/api/admin/buses/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    json: { status },
    schema: BusResponse,
  });
}

export function useSetBusStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBusStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: busesQueryKey }),
  });
}
