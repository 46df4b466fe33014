/**
 * A found trip as the results show it: what its screen would say (pure, clock passed in). A bus
 * with a recent fix says what the tracking service says of its trip (live, stale, or ended once
 * it reached its last stop, with its delay); a trip without one says only what the timetable and
 * the trip's status can: scheduled, ended or cancelled, never live.
 */
import type { TrackTrip } from '#shared/tracking/find.ts';
import type { TrackingState } from '#shared/tracking/tracking.ts';
import { ENDED_AFTER_MS } from '../live/tracking-state.ts';
import type { OnTheRoad } from '../tracking.ts';
import type { FoundTripRow } from './find.read-model.ts';

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** The state a trip's screen would show, from its row, its live state (if recent) and now. */
export function foundState(
  row: Pick<FoundTripRow, 'status' | 'arrival'>,
  bus: Pick<OnTheRoad, 'state'> | undefined,
  now: Date,
): TrackingState {
  if (row.status === 'cancelled') return 'cancelled';
  if (bus) return bus.state;
  if (row.status === 'completed') return 'ended';
  // As the live state has it: a silent trip has ended an hour after its last stop's time.
  if (row.arrival !== null && new Date(row.arrival).getTime() + ENDED_AFTER_MS < now.getTime())
    return 'ended';
  return 'scheduled';
}

export function foundTrip(row: FoundTripRow, bus: OnTheRoad | undefined, now: Date): TrackTrip {
  const state = foundState(row, bus, now);
  const onTheRoad = state === 'live' || state === 'stale';
  return {
    tripId: row.id,
    serviceDate: row.service_date,
    routeName: row.short_name,
    routeLongName: row.long_name,
    routeColour: row.colour,
    routeTextColour: row.text_colour,
    headsign: row.headsign,
    busName: row.bus_name,
    departure: iso(row.departure),
    arrival: iso(row.arrival),
    firstStop: row.first_stop,
    lastStop: row.last_stop,
    state,
    delaySeconds: onTheRoad ? (bus?.delaySeconds ?? null) : null,
    matchedBy: row.matched_by,
    reference: row.reference,
    stop:
      row.stop_id !== null && row.stop_sequence !== null && row.stop_name !== null
        ? {
            stopId: row.stop_id,
            sequence: row.stop_sequence,
            name: row.stop_name,
            departure: iso(row.stop_departure),
          }
        : null,
    boarding: row.boarding && row.stop_id !== null,
  };
}
