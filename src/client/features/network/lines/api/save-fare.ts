/** PUT /api/admin/routes/:id/fare (set) and DELETE (remove). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FareResponse, type FareInput } from '#shared/network/fares.ts';
import { OkResponse } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { networkChanged } from './keys.ts';

const farePath = (routeId: string) => `/api/admin/routes/${encodeURIComponent(routeId)}/fare`;

export function saveFare({ routeId, input }: { routeId: string; input: FareInput }) {
  return api(farePath(routeId), { method: 'PUT', json: input, schema: FareResponse }).then(
    (r) => r.fare,
  );
}

export function deleteFare(routeId: string) {
  return api(farePath(routeId), { method: 'DELETE', schema: OkResponse });
}

export function useSaveFare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFare, onSuccess: () => networkChanged(queryClient) });
}

export function useDeleteFare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFare, onSuccess: () => networkChanged(queryClient) });
}
