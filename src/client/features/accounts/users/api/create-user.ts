/** POST /api/admin/users: creates the account and mails an invitation to set a password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse, type CreateUserRequest } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { usersQueryKey } from './get-users.ts';

export function createUser(input: CreateUserRequest) {
  return api('/api/admin/users', { method: 'POST', json: input, schema: AdminUserResponse });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
