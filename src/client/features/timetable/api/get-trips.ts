/** GET /api/admin/trips: the dated trips of one service date, filtered by route and status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TripStatus } from '#shared/timetable/timetable.ts';
import { TripList } from '#shared/timetable/timetable-admin.ts';
import { api } from '#client/lib/api/api.ts';

export const tripsKey = ['admin', 'trips'] as const;

export interface TripsView {
  /** Undefined: today in the operator's zone, as the server decides. */
  date: string | undefined;
  route: string | undefined;
  status: TripStatus | undefined;
  page: number;
}

export const TRIPS_PAGE_SIZE = 100;

function apiQuery(view: TripsView): string {
  const params = new URLSearchParams({
    page: String(view.page),
    pageSize: String(TRIPS_PAGE_SIZE),
  });
  for (const key of ['date', 'route', 'status'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

export function getTrips(view: TripsView, signal?: AbortSignal): Promise<TripList> {
  return api(`/api/admin/trips?${apiQuery(view)}`, { schema: TripList, signal });
}

export function useTrips(view: TripsView) {
  return useQuery(
    queryOptions({
      queryKey: [...tripsKey, apiQuery(view)],
      queryFn: ({ signal }) => getTrips(view, signal),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  );
}
