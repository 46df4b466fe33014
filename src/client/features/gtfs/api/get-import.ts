/** GET /api/admin/gtfs/import/:id: the stage and percent while it runs, then counts and the report. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ImportJob } from '#shared/gtfs.ts';
import { api } from '#client/lib/api.ts';

const POLL_MS = 1000;

export function getImport(id: string, signal?: AbortSignal) {
  return api(`/api/admin/gtfs/import/${encodeURIComponent(id)}`, { schema: ImportJob, signal });
}

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'gtfs-import', id],
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });

/** Polls the job until it ends; a successful import makes the network and dashboard stale. */
export function useImport(id: string) {
  const queryClient = useQueryClient();
  const job = useQuery(importQueryOptions(id));
  const succeeded = job.data?.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    // The network screens' and the dashboard's keys.
    for (const key of ['stops', 'routes', 'stats', 'audit'])
      void queryClient.invalidateQueries({ queryKey: ['admin', key] });
  }, [succeeded, queryClient]);
  return job;
}
