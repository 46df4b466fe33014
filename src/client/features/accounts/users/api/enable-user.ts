/** POST /api/admin/users/:id/enable. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { usersQueryKey } from './get-users.ts';

export function enableUser(id: string) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/enable`, {
    method: 'POST',
    schema: AdminUserResponse,
  });
}

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
