/** POST /api/auth/delete-user: 403 auth/requires-recent-login when the last sign-in is too old. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function deleteAccount(): Promise<unknown> {
  return api('/api/auth/delete-user', { method: 'POST', json: {}, schema: z.unknown() });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
