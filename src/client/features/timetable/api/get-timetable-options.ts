/** GET /api/admin/schedules/options: routes with their stops, buses and conductors to choose from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import { api } from '#client/lib/api/api.ts';

export const timetableOptionsKey = ['admin', 'timetable', 'options'] as const;

export function getTimetableOptions(signal?: AbortSignal): Promise<TimetableOptions> {
  return api('/api/admin/schedules/options', { schema: TimetableOptions, signal });
}

export function useTimetableOptions() {
  return useQuery(
    queryOptions({
      queryKey: timetableOptionsKey,
      queryFn: ({ signal }) => getTimetableOptions(signal),
      // Asked again each time a form or filter opens: the routes, buses and conductors are made on
      // other screens, and a list kept for a minute left out the one just added.
      staleTime: 0,
    }),
  );
}
