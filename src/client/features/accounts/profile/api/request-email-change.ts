/** POST /api/auth/email-otp/request-email-change: mails a code to the new address. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function requestEmailChange(newEmail: string): Promise<unknown> {
  return api('/api/auth/email-otp/request-email-change', {
    method: 'POST',
    json: { newEmail },
    schema: z.unknown(),
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
