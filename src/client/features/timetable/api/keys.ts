/** What a change to the timetable makes stale. */
import type { QueryClient } from '@tanstack/react-query';
import { tripsKey } from './get-trips.ts';

/**
 * After a schedule or a dated trip changes: the trips, and the screens that show trips of their
 * own — each bus's next trip in the fleet, the conductors' trips today, the dashboard's counts and
 * latest actions (their keys, ['admin', 'buses'|'conductors'|'stats'|'audit']).
 */
export function tripsChanged(queryClient: QueryClient) {
  const keys = [
    tripsKey,
    ['admin', 'buses'],
    ['admin', 'conductors'],
    ['admin', 'stats'],
    ['admin', 'audit'],
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
