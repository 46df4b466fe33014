/** POST /api/auth/sign-up/email: creates the account and mails a 6-digit code; not signed in yet. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  phone?: string;
}

export function signUp(input: SignUpInput): Promise<unknown> {
  return api('/api/auth/sign-up/email', { method: 'POST', json: input, schema: z.unknown() });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
