/** PATCH /api/admin/trips/:id: a new bus or conductor for one dated trip. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TripResponse, type ReassignTripRequest } from '#shared/timetable/timetable-admin.ts';
import { api } from '#client/lib/api/api.ts';
import { tripsChanged } from './keys.ts';

export function reassignTrip({ id, input }: { id: string; input: ReassignTripRequest }) {
  return api(`/api/admin/trips/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
    schema: TripResponse,
  });
}

export function useReassignTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignTrip,
    onSuccess: () => tripsChanged(queryClient),
  });
}
