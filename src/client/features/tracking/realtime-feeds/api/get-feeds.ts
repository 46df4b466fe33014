/** GET /api/admin/realtime-feeds: the sources with their poll status, refreshed while shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeFeedList } from '#shared/tracking/realtime-feeds.ts';
import { api } from '#client/lib/api/api.ts';

export const realtimeFeedsKey = ['admin', 'realtime-feeds'] as const;

/** Polls land every few seconds: the status on screen follows them. */
const REFRESH_MS = 5000;

export function getRealtimeFeeds(signal?: AbortSignal) {
  return api('/api/admin/realtime-feeds', { schema: RealtimeFeedList, signal });
}

export function useRealtimeFeeds() {
  return useQuery(
    queryOptions({
      queryKey: realtimeFeedsKey,
      queryFn: ({ signal }) => getRealtimeFeeds(signal),
      refetchInterval: REFRESH_MS,
    }),
  );
}
