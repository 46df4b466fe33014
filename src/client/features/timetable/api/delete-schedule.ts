/** DELETE /api/admin/schedules/:id: refused while a future trip has sold or held seats. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteScheduleResponse } from '#shared/timetable/timetable.ts';
import { api } from '#client/lib/api/api.ts';
import { schedulesKey } from './get-schedules.ts';
import { tripsChanged } from './keys.ts';

export function deleteSchedule(id: string) {
  return api(`/api/admin/schedules/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: DeleteScheduleResponse,
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schedulesKey });
      await tripsChanged(queryClient);
    },
  });
}
