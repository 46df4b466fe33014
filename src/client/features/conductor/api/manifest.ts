/**
 * GET /api/conductor/trips/:id/manifest (the trip's tickets at the door) and POST
 * …/manifest/:ticketId (a passenger marked boarded or a no-show by hand); the CSV beside it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DoorManifest, DoorManifestTicket, type DoorMark } from '#shared/conductor/conductor.ts';
import { api } from '#client/lib/api/api.ts';
import { conductorKey } from './duties.ts';

const base = (tripId: string) => `/api/conductor/trips/${encodeURIComponent(tripId)}/manifest`;

/** The CSV download, a plain link: the browser saves what the server sends as an attachment. */
export const doorManifestCsvHref = (tripId: string) => `${base(tripId)}.csv`;

export const doorManifestQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: [...conductorKey, 'manifest', tripId],
    queryFn: ({ signal }) => api(base(tripId), { schema: DoorManifest, signal }),
    // Live counts: other devices board passengers too.
    refetchInterval: 15_000,
  });

export function useDoorManifest(tripId: string) {
  return useQuery(doorManifestQueryOptions(tripId));
}

export function markTicket(input: { tripId: string; ticketId: string; mark: DoorMark }) {
  return api(`${base(input.tripId)}/${encodeURIComponent(input.ticketId)}`, {
    method: 'POST',
    json: { mark: input.mark },
    schema: DoorManifestTicket,
  });
}

export function useMarkTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTicket,
    onSuccess: (_ticket, input) =>
      queryClient.invalidateQueries({ queryKey: [...conductorKey, 'manifest', input.tripId] }),
  });
}
