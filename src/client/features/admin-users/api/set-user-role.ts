/** PATCH /api/admin/users/:id/role. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/access.ts';
import { AdminUserResponse } from '#shared/accounts.ts';
import { api } from '#client/lib/api.ts';
import { usersQueryKey } from './get-users.ts';

export function setUserRole({ id, role }: { id: string; role: Role }) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    json: { role },
    schema: AdminUserResponse,
  });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
