/** POST /api/admin/conductors: the account (an invitation is mailed) and the profile, all or nothing. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConductorResponse, type RegisterConductorRequest } from '#shared/fleet.ts';
import { api } from '#client/lib/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export function registerConductor(input: RegisterConductorRequest) {
  return api('/api/admin/conductors', { method: 'POST', json: input, schema: ConductorResponse });
}

export function useRegisterConductor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerConductor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorsQueryKey }),
  });
}
