/** POST /api/auth/email-otp/request-password-reset: mails a reset code (answers the same for unknown e-mails). */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/auth/email-otp/request-password-reset', {
    method: 'POST',
    json: { email },
    schema: z.unknown(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
