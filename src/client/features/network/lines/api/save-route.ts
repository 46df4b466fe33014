/** POST /api/admin/routes (a new route) and PUT /api/admin/routes/:id (a change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RouteResponse, type RouteInput } from '#shared/network/network.ts';
import { api } from '#client/lib/api/api.ts';
import { routeQueryKey } from './get-route.ts';
import { networkChanged } from './keys.ts';

export function saveRoute({ id, input }: { id: string | null; input: RouteInput }) {
  const path = id ? `/api/admin/routes/${encodeURIComponent(id)}` : '/api/admin/routes';
  return api(path, { method: id ? 'PUT' : 'POST', json: input, schema: RouteResponse }).then(
    (r) => r.route,
  );
}

export function useSaveRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoute,
    onSuccess: (route) => {
      queryClient.setQueryData(routeQueryKey(route.id), route);
      networkChanged(queryClient);
    },
  });
}
