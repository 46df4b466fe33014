/**
 * POST /api/admin/conductors/:id/disable (signed out everywhere, taken off the trips not yet left
 * and the schedules still valid, with how many) or …/enable.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConductorResponse,
  DisableConductorResponse,
  type Conductor,
} from '#shared/fleet/conductors.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorsQueryKey } from './get-conductors.ts';

export interface ConductorStatusResult {
  conductor: Conductor;
  /** Only after disabling. */
  unassigned?: DisableConductorResponse['unassigned'];
}

export function setConductorStatus({
  id,
  disable,
}: {
  id: string;
  disable: { reason: string } | null;
}): Promise<ConductorStatusResult> {
  const url = `/api/admin/conductors/${encodeURIComponent(id)}`;
  return disable
    ? api(`${url}/disable`, { method: 'POST', json: disable, schema: DisableConductorResponse })
    : api(`${url}/enable`, { method: 'POST', schema: ConductorResponse });
}

export function useSetConductorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConductorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorsQueryKey }),
  });
}
