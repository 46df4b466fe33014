/** GET /api/trips/popular: pairs of places searched often, offered on a first visit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PopularRoutes } from '#shared/booking/search.ts';
import { api } from '#client/lib/api/api.ts';

export const popularRoutesQueryOptions = () =>
  queryOptions({
    queryKey: ['trips', 'popular'],
    queryFn: ({ signal }) =>
      api('/api/trips/popular', { schema: PopularRoutes, signal }).then((r) => r.routes),
    staleTime: 10 * 60_000,
    // A home screen extra: when it fails the section is hidden, so no retries to wait for.
    retry: false,
  });

export function usePopularRoutes(enabled: boolean) {
  return useQuery({ ...popularRoutesQueryOptions(), enabled });
}
