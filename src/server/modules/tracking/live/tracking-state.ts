/**
 * Which of the five states a trip is in, with the clock passed in: the words `/track` shows, never
 * mixed. Cancelled and ended win; then a fix from the last 90 s makes it live, an older one stale,
 * none at all scheduled.
 */
import { STALE_AFTER_MS, type TrackingState } from '#shared/tracking/tracking.ts';
import type { TripFollower } from '../prediction/follow.ts';
import type { TripContext } from './trip-context.read-model.ts';

/** Within this of its last stop along the shape, the bus has arrived. */
export const ARRIVED_M = 50;
/** A trip silent this long after its last stop's time is over, whatever its fixes said. */
export const ENDED_AFTER_MS = 60 * 60_000;

export function trackingState(
  context: Pick<TripContext, 'status' | 'stops'>,
  follower: Pick<TripFollower, 'lastOnRoute'> | undefined,
  last: { atMs: number } | undefined,
  nowMs: number,
): TrackingState {
  if (context.status === 'cancelled') return 'cancelled';
  if (context.status === 'completed') return 'ended';
  const lastStop = context.stops[context.stops.length - 1]!;
  const along = follower?.lastOnRoute?.alongM;
  if (along !== undefined && along >= lastStop.alongM - ARRIVED_M) return 'ended';
  const age = last ? nowMs - last.atMs : Infinity;
  if (age > STALE_AFTER_MS && nowMs > lastStop.arrivalMs + ENDED_AFTER_MS) return 'ended';
  if (!last) return 'scheduled';
  return age <= STALE_AFTER_MS ? 'live' : 'stale';
}
