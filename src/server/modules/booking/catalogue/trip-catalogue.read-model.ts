/**
 * Booking's read model of the network and the fleet (decision 010): the one place where booking
 * reads trips, stops, routes, fares, buses and seat layouts, read-only. Network and fleet own
 * and write those tables; a change to them must keep these reads right (search tests fail first).
 *
 * Tables read (owner: why):
 * - stop (network): names and codes; a station's platforms (parent_stop_id);
 * - schedule_stop, trip, trip_stop (network): which trips call at one stop before another on a
 *   date, and when (decision 012: times come from the schedule unless the trip has its own);
 * - schedule (network): the timetable's dates between two stops, for an empty search's reason;
 * - route, route_stop, fare (network): the route's colours, and the fare of a segment;
 * - bus, seat_layout (fleet): the bus, its amenities, its decks;
 * - seat_reservation (booking's own): seats taken on the segment.
 */
import type { Database } from '#db/client.ts';
import { createTimetableFacts } from './timetable-facts.read-model.ts';
import { createTripCalls } from './trip-calls.read-model.ts';
import { createTripDetails } from './trip-details.read-model.ts';

export type {
  BusRow,
  Place,
  PlaceRefRow,
  RouteRow,
  StopRow,
  TripCallRow,
} from './catalogue-rows.ts';

export function createTripCatalogue(db: Database) {
  return { ...createTripCalls(db), ...createTripDetails(db), ...createTimetableFacts(db) };
}
export type TripCatalogue = ReturnType<typeof createTripCatalogue>;
