/** GET /api/admin/routes: one page of routes, each with a thumbnail path. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RouteList } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { routesQueryKey } from './keys.ts';

export interface RoutesView {
  q: string;
  page: number;
}
export const ROUTES_PAGE_SIZE = 24;

export function getRoutes(view: RoutesView, signal?: AbortSignal): Promise<RouteList> {
  const params = new URLSearchParams({
    page: String(view.page),
    pageSize: String(ROUTES_PAGE_SIZE),
  });
  if (view.q) params.set('q', view.q);
  return api(`/api/admin/routes?${params}`, { schema: RouteList, signal });
}

export const routesQueryOptions = (view: RoutesView) =>
  queryOptions({
    queryKey: [...routesQueryKey, 'list', view.q, view.page],
    queryFn: ({ signal }) => getRoutes(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useRoutes(view: RoutesView) {
  return useQuery(routesQueryOptions(view));
}
