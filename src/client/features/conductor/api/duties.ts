/**
 * GET /api/conductor/trips (today's and tomorrow's duties) and POST …/:id/start | stop. An admin
 * sees every trip.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DutiesAnswer, TripRunAnswer } from '#shared/conductor/conductor.ts';
import { api } from '#client/lib/api/api.ts';

export const conductorKey = ['conductor'] as const;

export const dutiesQueryOptions = () =>
  queryOptions({
    queryKey: [...conductorKey, 'duties'],
    queryFn: ({ signal }) => api('/api/conductor/trips', { schema: DutiesAnswer, signal }),
    // Counts change as passengers board: fresh every half minute while the list is open.
    refetchInterval: 30_000,
  });

export function useDuties() {
  return useQuery(dutiesQueryOptions());
}

const tripPath = (tripId: string) => `/api/conductor/trips/${encodeURIComponent(tripId)}`;

export function runTrip({ tripId, run }: { tripId: string; run: 'start' | 'stop' }) {
  return api(`${tripPath(tripId)}/${run}`, { method: 'POST', schema: TripRunAnswer });
}

export function useRunTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductorKey }),
  });
}
