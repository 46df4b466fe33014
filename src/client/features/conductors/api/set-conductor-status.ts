/** POST /api/admin/conductors/:id/disable (signed out everywhere) or …/enable. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConductorResponse } from '#shared/fleet.ts';
import { api } from '#client/lib/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function setConductorStatus({
  id,
  disable,
}: {
  id: string;
  disable: { reason: string } | null;
}) {
  const url = `/api/admin/conductors/${encodeURIComponent(id)}/${disable ? 'disable' : 'enable'}`;
  return api(url, {
    method: 'POST',
    ...(disable ? { json: disable } : {}),
    schema: ConductorResponse,
  });
}

export function useSetConductorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConductorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorsQueryKey }),
  });
}
