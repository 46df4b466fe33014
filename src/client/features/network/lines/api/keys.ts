/** Query keys of network administration, and what a change makes stale. */
import type { QueryClient } from '@tanstack/react-query';

export const stopsQueryKey = ['admin', 'stops'] as const;
export const routesQueryKey = ['admin', 'routes'] as const;

/**
 * After any stop, route or fare change: the lists, the routes (distances follow moved stops),
 * and the dashboard's counts and latest actions (its keys, ['admin', 'stats'|'audit']).
 */
export function networkChanged(queryClient: QueryClient) {
  for (const queryKey of [stopsQueryKey, routesQueryKey, ['admin', 'stats'], ['admin', 'audit']])
    void queryClient.invalidateQueries({ queryKey });
}
