/**
 * A found trip as the results show it: what its screen would say, as the tracking service
 * decides it for the trip's page (decision 029), with its delay only for a bus on the road.
 */
import type { TrackTrip } from '#shared/tracking/find.ts';
import { onTheRoad } from '#shared/tracking/trip-state.ts';
import type { OnTheRoad, TripAsk } from '../tracking.ts';
import type { FoundTripRow } from './find.read-model.ts';

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** What the tracking service is asked of a found trip. */
export const askOf = (row: FoundTripRow): TripAsk => ({
  id: row.id,
  status: row.status,
  lastArrivalMs: row.arrival === null ? null : new Date(row.arrival).getTime(),
});

export function foundTrip(row: FoundTripRow, trip: OnTheRoad): TrackTrip {
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
    state: trip.state,
    delaySeconds: onTheRoad(trip.state) ? trip.delaySeconds : null,
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
