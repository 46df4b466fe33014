/** POST /api/admin/schedules or PUT /api/admin/schedules/:id: the schedule and what it did to its trips. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleResponse, type ScheduleInput } from '#shared/timetable/timetable.ts';
import { api } from '#client/lib/api/api.ts';
import { schedulesKey } from './get-schedules.ts';
import { tripsChanged } from './keys.ts';

export function saveSchedule({ id, input }: { id: string | undefined; input: ScheduleInput }) {
  const path = id ? `/api/admin/schedules/${encodeURIComponent(id)}` : '/api/admin/schedules';
  return api(path, { method: id ? 'PUT' : 'POST', json: input, schema: ScheduleResponse });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schedulesKey });
      await tripsChanged(queryClient);
    },
  });
}
