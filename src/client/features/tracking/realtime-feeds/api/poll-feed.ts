/** POST /api/admin/realtime-feeds/:id/poll: one poll now, and how it went. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RealtimeFeedPollResponse } from '#shared/tracking/realtime-feeds.ts';
import { api } from '#client/lib/api/api.ts';
import { realtimeFeedsKey } from './get-feeds.ts';

export function pollRealtimeFeed(id: string) {
  return api(`/api/admin/realtime-feeds/${encodeURIComponent(id)}/poll`, {
    method: 'POST',
    schema: RealtimeFeedPollResponse,
  });
}

export function usePollRealtimeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pollRealtimeFeed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: realtimeFeedsKey }),
  });
}
