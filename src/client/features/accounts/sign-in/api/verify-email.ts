/** POST /api/auth/email-otp/verify-email: checks the code; on success the session cookie is set. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function verifyEmail(input: { email: string; otp: string }): Promise<unknown> {
  return api('/api/auth/email-otp/verify-email', {
    method: 'POST',
    json: input,
    schema: z.unknown(),
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
