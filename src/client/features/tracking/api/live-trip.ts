/**
 * GET /api/live/trips/:id, kept current by the `trip:<id>` channel: each message is the whole
 * trip as it is now. When the connection comes back, the trip is fetched again (what was sent
 * meanwhile is lost).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripChannel } from '#shared/live/live.ts';
import { LiveTrip } from '#shared/tracking/tracking.ts';
import { api } from '#client/lib/api/api.ts';
import { useLiveChannel } from '#client/lib/live/use-live-channel.ts';

export const liveTripQueryKey = (tripId: string) => ['live-trip', tripId] as const;

export function getLiveTrip(tripId: string, signal?: AbortSignal) {
  return api(`/api/live/trips/${encodeURIComponent(tripId)}`, { schema: LiveTrip, signal });
}

export const liveTripQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: liveTripQueryKey(tripId),
    queryFn: ({ signal }) => getLiveTrip(tripId, signal),
    // The channel keeps it current; a refetch happens on reconnection, not on focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The trip's live state, following its channel while mounted. */
export function useLiveTrip(tripId: string) {
  const client = useQueryClient();
  const query = useQuery(liveTripQueryOptions(tripId));
  useLiveChannel(
    tripChannel(tripId),
    (data) => {
      const parsed = LiveTrip.safeParse(data);
      if (parsed.success && parsed.data.tripId === tripId)
        client.setQueryData(liveTripQueryKey(tripId), parsed.data);
    },
    { onReconnect: () => void client.invalidateQueries({ queryKey: liveTripQueryKey(tripId) }) },
  );
  return query;
}
