/** GET /api/admin/schedules/:id: one schedule with its stop times, for the editor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Schedule } from '#shared/timetable/timetable.ts';
import { api } from '#client/lib/api/api.ts';
import { schedulesKey } from './get-schedules.ts';

export function getSchedule(id: string, signal?: AbortSignal): Promise<Schedule> {
  return api(`/api/admin/schedules/${encodeURIComponent(id)}`, { schema: Schedule, signal });
}

export function useSchedule(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...schedulesKey, 'one', id],
      queryFn: ({ signal }) => getSchedule(id!, signal),
      enabled: id !== undefined,
    }),
  );
}
