/** Rolls schedules out into dated trips with per-stop times; pure, so any roll-out can reuse it. */
import type { StopOffset, trip, tripStop } from '../schema/network.ts';
import { isoWeekday, zonedDateTime } from './zoned-time.ts';

export interface RollOutSchedule {
  id: string;
  routeId: string;
  busId: string | null;
  daysOfWeek: number[];
  /** Minutes after local midnight. */
  departureTime: number;
  stopOffsets: StopOffset[];
  /** The route's stop ids in sequence order, sequence 1 first; offsets with a stopId use their own. */
  stopIds: string[];
  headsign: string | null;
}

export interface RollOut {
  trips: (typeof trip.$inferInsert)[];
  tripStops: (typeof tripStop.$inferInsert)[];
}

/**
 * One trip per schedule and service date on which it runs. Stop times are computed in the
 * operator's zone, so a 07:00 departure stays 07:00 local across clock changes.
 */
export function rollOutTrips(
  schedules: RollOutSchedule[],
  serviceDates: string[],
  zone: string,
  tripId: (scheduleId: string, serviceDate: string) => string,
): RollOut {
  const result: RollOut = { trips: [], tripStops: [] };
  for (const serviceDate of serviceDates) {
    const weekday = isoWeekday(serviceDate);
    for (const s of schedules) {
      if (!s.daysOfWeek.includes(weekday)) continue;
      // Offsets naming their own stops (GTFS trips) need not follow the route's stop list.
      const ownStops = s.stopOffsets.every((offset) => offset.stopId !== undefined);
      if (!ownStops && s.stopOffsets.length !== s.stopIds.length) {
        throw new Error(
          `schedule ${s.id} has ${s.stopOffsets.length} stop offsets for ${s.stopIds.length} stops`,
        );
      }
      const id = tripId(s.id, serviceDate);
      result.trips.push({
        id,
        routeId: s.routeId,
        busId: s.busId,
        scheduleId: s.id,
        serviceDate,
        headsign: s.headsign,
      });
      const at = (offset: number) => zonedDateTime(serviceDate, s.departureTime + offset, zone);
      s.stopOffsets.forEach((offset, i) => {
        result.tripStops.push({
          tripId: id,
          sequence: i + 1,
          stopId: offset.stopId ?? s.stopIds[i]!,
          // GTFS times keep their seconds (docs/decisions/003-gtfs-trips-are-schedules.md).
          arrival: at(
            offset.arriveSeconds === undefined ? offset.arrive : offset.arriveSeconds / 60,
          ),
          departure: at(
            offset.departSeconds === undefined ? offset.depart : offset.departSeconds / 60,
          ),
        });
      });
    }
  }
  return result;
}
