/** POST /api/auth/email-otp/reset-password: sets a new password with the mailed code. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function resetPassword(input: {
  email: string;
  otp: string;
  password: string;
}): Promise<unknown> {
  return api('/api/auth/email-otp/reset-password', {
    method: 'POST',
    json: input,
    schema: z.unknown(),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
