/** POST /api/admin/stops (a new stop) and PUT /api/admin/stops/:id (a change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StopResponse, type StopInput } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { networkChanged } from './keys.ts';

export function saveStop({ id, input }: { id: string | null; input: StopInput }) {
  const path = id ? `/api/admin/stops/${encodeURIComponent(id)}` : '/api/admin/stops';
  return api(path, { method: id ? 'PUT' : 'POST', json: input, schema: StopResponse }).then(
    (r) => r.stop,
  );
}

export function useSaveStop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStop, onSuccess: () => networkChanged(queryClient) });
}
