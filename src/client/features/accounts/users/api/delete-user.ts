/** DELETE /api/admin/users/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { usersQueryKey } from './get-users.ts';

export function deleteUser(id: string) {
  return api(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: OkResponse,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
