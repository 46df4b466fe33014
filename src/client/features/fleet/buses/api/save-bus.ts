/** POST /api/admin/buses (add) or PUT /api/admin/buses/:id (change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusResponse, type BusInput } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';
import { layoutsQueryKey } from '../../layouts/api/get-layouts.ts';
import { busesQueryKey } from './get-buses.ts';

export function saveBus({ id, input }: { id: string | null; input: BusInput }) {
  const url = id ? `/api/admin/buses/${encodeURIComponent(id)}` : '/api/admin/buses';
  return api(url, { method: id ? 'PUT' : 'POST', json: input, schema: BusResponse });
}

export function useSaveBus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBus,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: busesQueryKey });
      await queryClient.invalidateQueries({ queryKey: layoutsQueryKey });
    },
  });
}
