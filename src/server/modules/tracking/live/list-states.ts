/**
 * The state of many trips at once, as their pages say it (decision 029): the tracking service's
 * `statesOf`, and an ended trip's stops as observed in all its stored fixes.
 */
import { timetableState } from '#shared/tracking/trip-state.ts';
import type { PositionsRepo } from '../positions/positions.repo.ts';
import type { OnTheRoad, TripAsk } from '../tracking.ts';
import type { LiveState } from './live-state.ts';
import { observedStops } from './views/observed-stops.ts';
import type { TripContext } from './trip-context.read-model.ts';
import type { TripContexts } from './trip-contexts.ts';

export interface ListStatesDeps {
  repo: Pick<PositionsRepo, 'withFixes' | 'ofTrip'>;
  state: LiveState;
  contexts: Pick<TripContexts, 'get'>;
  /** Follows a trip here, rebuilt from its stored fixes (once however many ask). */
  follow: (context: TripContext) => Promise<void>;
}

/**
 * A trip followed here answers from its live state, however old its fix; one with stored fixes
 * not followed here (forgotten, or this instance just started) that may still be on the road is
 * followed again from the database; any other answers from its status and timetable alone.
 */
export async function statesOf(
  { repo, state, contexts, follow }: ListStatesDeps,
  trips: readonly TripAsk[],
  atMs: number,
): Promise<Map<string, OnTheRoad>> {
  const maybe = trips.filter((t) => !state.has(t.id) && timetableState(t, atMs) === 'scheduled');
  const moved = await repo.withFixes(maybe.map((t) => t.id));
  if (moved.length > 0) await Promise.all([...(await contexts.get(moved)).values()].map(follow));
  const found = new Map<string, OnTheRoad>();
  for (const trip of trips)
    found.set(
      trip.id,
      state.stateOf(trip.id, atMs) ?? { state: timetableState(trip, atMs), delaySeconds: null },
    );
  return found;
}

/** Reads an ended trip's stored fixes once, for each stop's observed time. */
export async function observeEnded(
  { repo, state }: Pick<ListStatesDeps, 'repo' | 'state'>,
  context: TripContext,
): Promise<void> {
  if (!state.unobserved(context.tripId)) return;
  const fixes = (await repo.ofTrip(context.tripId)).map((f) => ({
    ...f,
    atMs: f.recordedAt.getTime(),
  }));
  state.observe(context.tripId, observedStops(context.stops, fixes));
}
