/** POST /api/admin/users/:id/password-reset: mails the user a password reset code. */
import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';

export function sendPasswordReset(id: string) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/password-reset`, {
    method: 'POST',
    schema: OkResponse,
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
