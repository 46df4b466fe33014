/**
 * The one decision of a trip's tracking state (pure, clock passed in): every screen and feed
 * takes it from here — the trip page and its channel, `/track?q=`, the admin dashboard,
 * `/admintrips` and GTFS-Realtime (decision 029). Cancelled and completed (the trip's own
 * status) win; then a bus at its last stop has ended; a fix from the last 90 s is live, an older
 * one stale ("No signal") until an hour after the last stop's time; no fix at all is scheduled
 * until then; after it, a silent trip has ended.
 */
import { STALE_AFTER_MS, type TrackingState } from './tracking.ts';

/** A trip silent this long after its last stop's time is over, whatever its fixes said. */
export const ENDED_AFTER_MS = 60 * 60_000;

export interface TripStateFacts {
  /** The trip's own status (the timetable's: scheduled, boarding, en-route, completed, cancelled). */
  status: string;
  /** The timetable's arrival at the last stop. */
  lastArrivalMs: number;
  /** The last accepted fix (one that moved the bus); null when it sent none. */
  lastFixMs: number | null;
  /** The bus reached its last stop. */
  arrived: boolean;
}

export function decideTripState(facts: TripStateFacts, nowMs: number): TrackingState {
  if (facts.status === 'cancelled') return 'cancelled';
  if (facts.status === 'completed' || facts.arrived) return 'ended';
  const age = facts.lastFixMs === null ? Infinity : nowMs - facts.lastFixMs;
  if (age > STALE_AFTER_MS && nowMs > facts.lastArrivalMs + ENDED_AFTER_MS) return 'ended';
  if (facts.lastFixMs === null) return 'scheduled';
  return age <= STALE_AFTER_MS ? 'live' : 'stale';
}

/** The decision for a trip that sent no fix: its status and timetable alone. */
export function timetableState(
  trip: { status: string; lastArrivalMs: number | null },
  nowMs: number,
): TrackingState {
  const lastArrivalMs = trip.lastArrivalMs ?? Infinity;
  return decideTripState(
    { status: trip.status, lastArrivalMs, lastFixMs: null, arrived: false },
    nowMs,
  );
}

/** Live or stale: a bus on the road (counted "On the road", drawn on the maps). */
export const onTheRoad = (state: TrackingState): boolean => state === 'live' || state === 'stale';

/**
 * The same decision taken again on a later clock from what a screen holds (the state decided at
 * the server and the last fix's time): only the fix's age moves it, so live turns stale at once.
 */
export function stateAt(
  decided: TrackingState,
  lastFixAt: string | null | undefined,
  nowMs: number,
): TrackingState {
  if (decided !== 'live' || !lastFixAt) return decided;
  return nowMs - Date.parse(lastFixAt) > STALE_AFTER_MS ? 'stale' : 'live';
}
