/** PATCH /api/admin/users/:id/role. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/accounts/access.ts';
import { AdminUserResponse } from '#shared/accounts/accounts.ts';
import type { ConductorProfileInput } from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { usersQueryKey } from './get-users.ts';

/** Becoming a conductor sends the conductor profile with the role (RoleChangeRequest). */
export function setUserRole({
  id,
  role,
  conductor,
}: {
  id: string;
  role: Role;
  conductor?: ConductorProfileInput | undefined;
}) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    json: { role, ...(conductor ? { conductor } : {}) },
    schema: AdminUserResponse,
  });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    // The conductors screen lists the accounts with the conductor role.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'conductors'] }),
      ]),
  });
}
