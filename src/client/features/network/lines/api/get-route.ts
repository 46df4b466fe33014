/** GET /api/admin/routes/:id: the route with its stops, distances, path and fare. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RouteResponse } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { routesQueryKey } from './keys.ts';

export function getRoute(id: string, signal?: AbortSignal) {
  return api(`/api/admin/routes/${encodeURIComponent(id)}`, { schema: RouteResponse, signal });
}

export const routeQueryKey = (id: string) => [...routesQueryKey, 'one', id] as const;

export const routeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeQueryKey(id),
    queryFn: ({ signal }) => getRoute(id, signal).then((r) => r.route),
  });

export function useRoute(id: string) {
  return useQuery(routeQueryOptions(id));
}
