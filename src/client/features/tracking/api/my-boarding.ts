/** GET /api/live/trips/:id/boarding: where the signed-in rider boards this trip, if booked. */
import { useQuery } from '@tanstack/react-query';
import { MyBoarding } from '#shared/tracking/find.ts';
import { api } from '#client/lib/api/api.ts';

export function getMyBoarding(tripId: string, signal?: AbortSignal) {
  return api(`/api/live/trips/${encodeURIComponent(tripId)}/boarding`, {
    schema: MyBoarding,
    signal,
  });
}

/** Asked only when signed in: a visitor has no booking. */
export function useMyBoarding(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['my-boarding', tripId],
    queryFn: ({ signal }) => getMyBoarding(tripId, signal),
    enabled,
    // A booking's boarding stop does not change while the page is open.
    staleTime: Infinity,
  });
}
