/** POST /api/admin/users/:id/resend-verification: mails the user a new verification code. */
import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';

export function resendVerification(id: string) {
  return api(`/api/admin/users/${encodeURIComponent(id)}/resend-verification`, {
    method: 'POST',
    schema: OkResponse,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
