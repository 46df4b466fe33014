/** DELETE /api/profile/avatar. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function removeAvatar(): Promise<unknown> {
  return api('/api/profile/avatar', { method: 'DELETE', schema: z.unknown() });
}

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar });
}
