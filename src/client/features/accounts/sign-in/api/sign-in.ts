/**
 * POST /api/auth/sign-in/email: sets the session cookie. Also used to re-authenticate before a
 * sensitive action (a fresh session counts as a recent sign-in).
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export function signIn(input: SignInInput): Promise<unknown> {
  return api('/api/auth/sign-in/email', { method: 'POST', json: input, schema: z.unknown() });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
