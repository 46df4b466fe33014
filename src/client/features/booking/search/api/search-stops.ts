/**
 * GET /api/stops?q=: the stop autocomplete of the search form. A station may come with its
 * `locationType` and `platforms` count; both are optional here, so older servers still work.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { StopOption } from '#shared/network/stop-option.ts';
import { api } from '#client/lib/api/api.ts';

export const StopChoice = StopOption.extend({
  locationType: z.union([z.literal(0), z.literal(1)]).optional(),
  platforms: z.number().int().optional(),
});
export type StopChoice = z.infer<typeof StopChoice>;
const StopChoices = z.object({ stops: z.array(StopChoice) });

export function searchStops(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q });
  return api(`/api/stops?${params}`, { schema: StopChoices, signal }).then((r) => r.stops);
}

export const stopChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['stops', 'search', 'choices', q],
    queryFn: ({ signal }) => searchStops(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useStopChoices(q: string) {
  return useQuery(stopChoicesQueryOptions(q));
}
