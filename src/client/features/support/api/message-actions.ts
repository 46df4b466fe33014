/**
 * One message for admins: GET /api/admin/messages/:id, and what they do with it — read, reply,
 * close, reopen. Each answer is the message as it now is; the lists and the count refetch.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResponse, type MessageDetail } from '#shared/support/support.ts';
import { api } from '#client/lib/api/api.ts';
import { messagesKey } from './get-messages.ts';

const url = (id: string, action = '') =>
  `/api/admin/messages/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const messageKey = (id: string) => [...messagesKey, 'one', id] as const;

export function useMessage(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: messageKey(id ?? ''),
      queryFn: async ({ signal }) =>
        (await api(url(id!), { schema: MessageResponse, signal })).message,
      enabled: id !== null,
    }),
  );
}

type Action =
  { kind: 'read' | 'close' | 'reopen'; id: string } | { kind: 'reply'; id: string; body: string };

async function act(action: Action): Promise<MessageDetail> {
  const answer =
    action.kind === 'reply'
      ? await api(url(action.id, 'replies'), {
          method: 'POST',
          json: { body: action.body },
          schema: MessageResponse,
        })
      : await api(url(action.id, action.kind), { method: 'POST', schema: MessageResponse });
  return answer.message;
}

export function useMessageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (message) => {
      queryClient.setQueryData(messageKey(message.id), message);
      void queryClient.invalidateQueries({ queryKey: messagesKey, exact: false });
    },
  });
}
