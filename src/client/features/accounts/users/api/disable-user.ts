/** POST /api/admin/users/:id/disable: the account is signed out everywhere at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { usersQueryKey } from './get-users.ts';

export function disableUser({ id, reason }: { id: string; reason: string }) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/disable`, {
    method: 'POST',
    json: { reason },
    schema: AdminUserResponse,
  });
}

export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
