/**
 * Which of the five states a followed trip is in, with the clock passed in: the facts read from
 * its context, follower and last fix, the decision the shared one every screen takes
 * (`#shared/tracking/trip-state.ts`, decision 029).
 */
import type { TrackingState } from '#shared/tracking/tracking.ts';
import { decideTripState, ENDED_AFTER_MS } from '#shared/tracking/trip-state.ts';
import type { TripFollower } from '../prediction/follow.ts';
import type { TripContext } from './trip-context.read-model.ts';

/** Within this of its last stop along the shape, the bus has arrived. */
export const ARRIVED_M = 50;
export { ENDED_AFTER_MS };

export function trackingState(
  context: Pick<TripContext, 'status' | 'stops'>,
  follower: Pick<TripFollower, 'lastOnRoute'> | undefined,
  last: { atMs: number } | undefined,
  nowMs: number,
): TrackingState {
  const lastStop = context.stops[context.stops.length - 1]!;
  const along = follower?.lastOnRoute?.alongM;
  return decideTripState(
    {
      status: context.status,
      lastArrivalMs: lastStop.arrivalMs,
      lastFixMs: last?.atMs ?? null,
      arrived: along !== undefined && along >= lastStop.alongM - ARRIVED_M,
    },
    nowMs,
  );
}
