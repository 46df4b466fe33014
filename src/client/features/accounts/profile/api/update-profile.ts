/** POST /api/auth/update-user: the display name and phone. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export function updateProfile(input: { name: string; phone: string | null }): Promise<unknown> {
  return api('/api/auth/update-user', { method: 'POST', json: input, schema: z.unknown() });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
