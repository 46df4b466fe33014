/**
 * POST /api/auth/reset-password with the invitation token: an account an admin created gets its first
 * password. The person then signs in with it.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function acceptInvitation(input: { token: string; newPassword: string }): Promise<unknown> {
  return api('/api/auth/reset-password', { method: 'POST', json: input, schema: z.unknown() });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
