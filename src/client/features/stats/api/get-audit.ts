/** GET /api/admin/audit?limit=: the latest admin actions, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuditList } from '#shared/stats/stats.ts';
import { api } from '#client/lib/api/api.ts';

export function getAudit(limit: number, signal?: AbortSignal) {
  return api(`/api/admin/audit?limit=${limit}`, { schema: AuditList, signal }).then(
    (r) => r.entries,
  );
}

export const auditQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', limit],
    queryFn: ({ signal }) => getAudit(limit, signal),
    refetchInterval: 60_000,
  });

export function useAudit(limit: number) {
  return useQuery(auditQueryOptions(limit));
}
