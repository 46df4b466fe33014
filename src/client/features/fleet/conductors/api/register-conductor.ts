/**
 * POST /api/admin/conductors: the account and the profile, all or nothing; the invitation is
 * mailed once both are saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConductorResponse, type ConductorInput } from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function registerConductor(input: ConductorInput) {
  return api('/api/admin/conductors', { method: 'POST', json: input, schema: ConductorResponse });
}

export function useRegisterConductor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerConductor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorsQueryKey }),
  });
}
