/** POST /api/holds: holds the chosen seats for HOLD_MINUTES. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HoldResponse, type HoldRequest } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';
import { holdsQueryKey } from '../../holds/api/get-holds.ts';

export function createHold(request: HoldRequest) {
  return api('/api/holds', { method: 'POST', json: request, schema: HoldResponse });
}

export function useCreateHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHold,
    onSuccess: ({ hold }) => {
      queryClient.setQueryData(holdsQueryKey, (list: { holds: (typeof hold)[] } | undefined) => ({
        holds: [...(list?.holds ?? []).filter((h) => h.id !== hold.id), hold],
      }));
      void queryClient.invalidateQueries({ queryKey: holdsQueryKey });
    },
  });
}
