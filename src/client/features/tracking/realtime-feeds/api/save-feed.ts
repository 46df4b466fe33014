/** POST /api/admin/realtime-feeds (add) and PATCH /api/admin/realtime-feeds/:id (edit, pause). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RealtimeFeedResponse,
  type RealtimeFeedInput,
  type RealtimeFeedPatch,
} from '#shared/tracking/realtime-feeds.ts';
import { api } from '#client/lib/api/api.ts';
import { realtimeFeedsKey } from './get-feeds.ts';

export type SaveFeed =
  { id: null; input: RealtimeFeedInput } | { id: string; input: RealtimeFeedPatch };

export async function saveRealtimeFeed({ id, input }: SaveFeed) {
  const path = id
    ? `/api/admin/realtime-feeds/${encodeURIComponent(id)}`
    : '/api/admin/realtime-feeds';
  const { feed } = await api(path, {
    method: id ? 'PATCH' : 'POST',
    json: input,
    schema: RealtimeFeedResponse,
  });
  return feed;
}

/** The list and the dashboard's latest actions both change with a source. */
export function feedsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: realtimeFeedsKey });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
}

export function useSaveRealtimeFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRealtimeFeed, onSuccess: () => feedsChanged(queryClient) });
}
