/**
 * GET /api/admin/gtfs/import/:id: the stage and percent while it runs, then counts and the report.
 * The tab that uploaded the feed receives the progress on the upload's answer instead
 * (start-import.ts); this is for a reload or a shared link.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ImportJob } from '#shared/gtfs/gtfs.ts';
import { api } from '#client/lib/api/api.ts';

const POLL_MS = 1000;

/** What a finished import makes stale: the network, the timetable and what counts them. */
const CHANGED_BY_IMPORT = [
  ['admin', 'stops'],
  ['admin', 'routes'],
  ['admin', 'schedules'],
  ['admin', 'trips'],
  ['admin', 'timetable'],
  ['admin', 'buses'],
  ['admin', 'conductors'],
  ['admin', 'stats'],
  ['admin', 'audit'],
  ['stops'],
  // The operator's time zone and currency, which a feed may set.
  ['config'],
];

export const importQueryKey = (id: string) => ['admin', 'gtfs-import', id] as const;

export function getImport(id: string, signal?: AbortSignal) {
  return api(`/api/admin/gtfs/import/${encodeURIComponent(id)}`, { schema: ImportJob, signal });
}

/** `live`: the upload's answer fills the query, so it asks the server nothing. */
export const importQueryOptions = (id: string, live = false) =>
  queryOptions({
    queryKey: importQueryKey(id),
    queryFn: ({ signal }) => getImport(id, signal),
    enabled: !live,
    // A finished import never changes.
    staleTime: (query) =>
      query.state.data && query.state.data.status !== 'running' ? Infinity : 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });

/** The job, polled until it ends unless `live`; a successful import makes the admin screens stale. */
export function useImport(id: string, live = false) {
  const queryClient = useQueryClient();
  const job = useQuery(importQueryOptions(id, live));
  const succeeded = job.data?.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    for (const queryKey of CHANGED_BY_IMPORT) void queryClient.invalidateQueries({ queryKey });
  }, [succeeded, queryClient]);
  return job;
}
