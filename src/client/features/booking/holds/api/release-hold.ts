/** DELETE /api/holds/:id: gives the held seats back at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';
import { holdsQueryKey } from './get-holds.ts';

export function releaseHold(holdId: string) {
  return api(`/api/holds/${encodeURIComponent(holdId)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdsQueryKey }),
    // The seat maps showing these seats as ours must be loaded again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }),
  });
}
