/** GET /api/dev/outbox (admins): the mails kept in the outbox, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxResponse } from '#shared/system/system.ts';
import { api } from '#client/lib/api/api.ts';

export function getOutbox(limit: number, signal?: AbortSignal): Promise<OutboxResponse> {
  return api(`/api/dev/outbox?${new URLSearchParams({ limit: String(limit) })}`, {
    schema: OutboxResponse,
    signal,
  });
}

export const outboxQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: ['system', 'outbox', limit],
    queryFn: ({ signal }) => getOutbox(limit, signal),
    staleTime: 0,
  });

export function useOutbox(limit?: number) {
  return useQuery(outboxQueryOptions(limit));
}
