/** DELETE /api/admin/seat-layouts/:id: refused while buses use the layout. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { layoutsQueryKey } from './get-layouts.ts';

export function deleteLayout(id: string) {
  return api(`/api/admin/seat-layouts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: OkResponse,
  });
}

export function useDeleteLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: layoutsQueryKey }),
  });
}
