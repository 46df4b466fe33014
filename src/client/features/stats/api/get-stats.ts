/** GET /api/admin/stats: the dashboard's counts ("today" in the operator's time zone). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStats } from '#shared/stats/stats.ts';
import { api } from '#client/lib/api/api.ts';

export function getStats(signal?: AbortSignal) {
  return api('/api/admin/stats', { schema: AdminStats, signal });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    refetchInterval: 60_000,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
