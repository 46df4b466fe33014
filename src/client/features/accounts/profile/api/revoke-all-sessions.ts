/** POST /api/auth/revoke-sessions: signs out everywhere, this device included. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function revokeAllSessions(): Promise<unknown> {
  return api('/api/auth/revoke-sessions', { method: 'POST', json: {}, schema: z.unknown() });
}

export function useRevokeAllSessions() {
  return useMutation({ mutationFn: revokeAllSessions });
}
