/**
 * PUT /api/admin/conductors/:id: name, e-mail, phone, numbers and the assigned bus. A new e-mail
 * signs the conductor out and mails the new address a password link.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConductorResponse, type ConductorInput } from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function updateConductor({ id, input }: { id: string; input: ConductorInput }) {
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
