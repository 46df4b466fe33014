/** GET /api/admin/seat-layouts: every layout with its seat count and how many buses use it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeatLayoutList } from '#shared/fleet/seat-layout.ts';
import { api } from '#client/lib/api/api.ts';

export const layoutsQueryKey = ['admin', 'seat-layouts'] as const;

export function getLayouts(signal?: AbortSignal) {
  return api('/api/admin/seat-layouts', { schema: SeatLayoutList, signal });
}

export const layoutsQueryOptions = () =>
  queryOptions({
    queryKey: layoutsQueryKey,
    queryFn: ({ signal }) => getLayouts(signal),
    staleTime: 30_000,
  });

export function useLayouts() {
  return useQuery(layoutsQueryOptions());
}
