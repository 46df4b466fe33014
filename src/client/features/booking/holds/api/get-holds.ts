/** GET /api/holds: the signed-in passenger's active holds (the header chip, /temp, the details step). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HoldList } from '#shared/booking/booking.ts';
import { api } from '#client/lib/api/api.ts';

export const holdsQueryKey = ['holds'] as const;

export function getHolds(signal?: AbortSignal) {
  return api('/api/holds', { schema: HoldList, signal });
}

export const holdsQueryOptions = () =>
  queryOptions({
    queryKey: holdsQueryKey,
    queryFn: ({ signal }) => getHolds(signal),
    staleTime: 10_000,
  });

export function useHolds(options: { enabled?: boolean; poll?: boolean } = {}) {
  const { enabled = true, poll = false } = options;
  return useQuery({
    ...holdsQueryOptions(),
    enabled,
    // The chip checks every 30 s and when the tab comes back, so a hold paid or released in
    // another tab disappears from it.
    refetchInterval: poll ? 30_000 : false,
    refetchOnWindowFocus: poll ? 'always' : false,
  });
}
