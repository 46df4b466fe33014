/** POST /api/auth/revoke-session: signs one other device out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';
import { sessionsQueryKey } from './list-sessions.ts';

export function revokeSession(token: string): Promise<unknown> {
  return api('/api/auth/revoke-session', { method: 'POST', json: { token }, schema: z.unknown() });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
