/** POST /api/auth/change-password; other sessions are signed out (400 auth/wrong-password if the current one is wrong). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';
import { sessionsQueryKey } from './list-sessions.ts';

export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<unknown> {
  return api('/api/auth/change-password', {
    method: 'POST',
    json: { ...input, revokeOtherSessions: true },
    schema: z.unknown(),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
