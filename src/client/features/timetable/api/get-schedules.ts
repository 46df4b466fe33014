/** GET /api/admin/schedules: one page of schedules, of one route or all. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleList } from '#shared/timetable/timetable.ts';
import { api } from '#client/lib/api/api.ts';

export const schedulesKey = ['admin', 'schedules'] as const;

export interface SchedulesView {
  route: string | undefined;
  page: number;
}

export const SCHEDULES_PAGE_SIZE = 50;

function apiQuery(view: SchedulesView): string {
  const params = new URLSearchParams({
    page: String(view.page),
    pageSize: String(SCHEDULES_PAGE_SIZE),
  });
  if (view.route) params.set('route', view.route);
  return params.toString();
}

export function getSchedules(view: SchedulesView, signal?: AbortSignal): Promise<ScheduleList> {
  return api(`/api/admin/schedules?${apiQuery(view)}`, { schema: ScheduleList, signal });
}

export function useSchedules(view: SchedulesView) {
  return useQuery(
    queryOptions({
      queryKey: [...schedulesKey, 'list', apiQuery(view)],
      queryFn: ({ signal }) => getSchedules(view, signal),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  );
}
