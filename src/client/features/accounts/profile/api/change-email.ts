/** POST /api/auth/email-otp/change-email: confirms the new address with the code mailed to it. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function changeEmail(input: { newEmail: string; otp: string }): Promise<unknown> {
  return api('/api/auth/email-otp/change-email', {
    method: 'POST',
    json: input,
    schema: z.unknown(),
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
