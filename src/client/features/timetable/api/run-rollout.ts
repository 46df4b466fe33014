/** POST /api/admin/schedules/rollout: rolls dated trips out now and says how many it created. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RolloutReport } from '#shared/timetable/timetable-admin.ts';
import { api } from '#client/lib/api/api.ts';
import { tripsChanged } from './keys.ts';

export function runRollout() {
  // A large feed takes a while; the server answers when the roll-out has finished.
  return api('/api/admin/schedules/rollout', {
    method: 'POST',
    schema: RolloutReport,
    timeoutMs: 5 * 60_000,
  });
}

export function useRunRollout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRollout,
    onSuccess: () => tripsChanged(queryClient),
  });
}
