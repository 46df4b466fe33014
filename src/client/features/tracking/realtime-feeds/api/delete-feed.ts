/** DELETE /api/admin/realtime-feeds/:id (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';
import { feedsChanged } from './save-feed.ts';

export function deleteRealtimeFeed(id: string) {
  return api(`/api/admin/realtime-feeds/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export function useDeleteRealtimeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRealtimeFeed,
    onSuccess: () => feedsChanged(queryClient),
  });
}
