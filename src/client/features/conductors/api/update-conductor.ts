/** PUT /api/admin/conductors/:id: phone, numbers and the assigned bus. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConductorResponse, type ConductorProfileInput } from '#shared/fleet.ts';
import { api } from '#client/lib/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function updateConductor({ id, input }: { id: string; input: ConductorProfileInput }) {
  return api(`/api/admin/conductors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: ConductorResponse,
  });
}

export function useUpdateConductor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConductor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorsQueryKey }),
  });
}
