/** POST /api/admin/seat-layouts (new) or PUT /api/admin/seat-layouts/:id (change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SeatLayoutResponse, type SeatLayoutInput } from '#shared/fleet/seat-layout.ts';
import { api } from '#client/lib/api/api.ts';
import { layoutsQueryKey } from './get-layouts.ts';

export function saveLayout({ id, input }: { id: string | null; input: SeatLayoutInput }) {
  const url = id ? `/api/admin/seat-layouts/${encodeURIComponent(id)}` : '/api/admin/seat-layouts';
  return api(url, { method: id ? 'PUT' : 'POST', json: input, schema: SeatLayoutResponse });
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: layoutsQueryKey }),
  });
}
