/** DELETE /api/admin/stops/:id; 412 `failed-precondition` names what still uses the stop. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { networkChanged } from './keys.ts';

export function deleteStop(id: string) {
  return api(`/api/admin/stops/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: OkResponse,
  });
}

export function useDeleteStop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStop, onSuccess: () => networkChanged(queryClient) });
}
