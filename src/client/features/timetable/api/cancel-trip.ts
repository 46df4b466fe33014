/** POST /api/admin/trips/:id/cancel: cancels one dated trip, with the reason for the audit log. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TripResponse } from '#shared/timetable/timetable-admin.ts';
import { api } from '#client/lib/api/api.ts';
import { tripsChanged } from './keys.ts';

export function cancelTrip({ id, reason }: { id: string; reason: string }) {
  return api(`/api/admin/trips/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: { reason },
    schema: TripResponse,
  });
}

export function useCancelTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrip,
    onSuccess: () => tripsChanged(queryClient),
  });
}
