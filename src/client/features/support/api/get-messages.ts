/**
 * GET /api/admin/messages (a page, by status) and GET /api/admin/messages/unread (the header's
 * count), both kept fresh: refetched when the window regains focus and every 30 seconds.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MessageList, UnreadCount, type MessageStatus } from '#shared/support/support.ts';
import { api } from '#client/lib/api/api.ts';

export const messagesKey = ['admin', 'messages'] as const;
export const INBOX_PAGE_SIZE = 20;
const REFRESH_MS = 30_000;

export function useMessages(status: MessageStatus | undefined, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
  if (status) query.set('status', status);
  return useQuery(
    queryOptions({
      queryKey: [...messagesKey, 'list', status ?? 'all', page],
      queryFn: ({ signal }) => api(`/api/admin/messages?${query}`, { schema: MessageList, signal }),
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useUnreadCount() {
  return useQuery(
    queryOptions({
      queryKey: [...messagesKey, 'unread'],
      queryFn: ({ signal }) => api('/api/admin/messages/unread', { schema: UnreadCount, signal }),
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  );
}
