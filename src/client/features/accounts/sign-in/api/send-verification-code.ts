/** POST /api/auth/email-otp/send-verification-otp: mails a new e-mail verification code. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function sendVerificationCode(email: string): Promise<unknown> {
  return api('/api/auth/email-otp/send-verification-otp', {
    method: 'POST',
    json: { email, type: 'email-verification' },
    schema: z.unknown(),
  });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
