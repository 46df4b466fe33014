/**
 * Rolls schedules out into dated trips with per-stop times; pure, so the seed and the schedule
 * roll-out job (src/server/modules/network/timetable/rollout/schedules-plan.ts) build trips the same way.
 */
import type { StopOffset, trip, tripStop } from '../schema/network.ts';
import { isoWeekday, zonedDateTime } from '#shared/zoned-time.ts';

export interface RollOutSchedule {
  id: string;
  routeId: string;
  busId: string | null;
  /** The conductor's user id; the seed leaves it out. */
  conductorUserId?: string | null;
  daysOfWeek: number[];
  /** Minutes after local midnight. */
  departureTime: number;
  stopOffsets: StopOffset[];
  /** The route's stop ids in sequence order, sequence 1 first; offsets with a stopId use their own. */
  stopIds: string[];
  headsign: string | null;
}

export type TripRow = typeof trip.$inferInsert;
export type TripStopRow = typeof tripStop.$inferInsert;

export interface RollOut {
  trips: TripRow[];
  tripStops: TripStopRow[];
}

/**
 * The trip of one schedule on one service date, with its stops. Stop times are computed in the
 * operator's zone, so a 07:00 departure stays 07:00 local across clock changes. Throws when the
 * offsets do not fit the route's stops.
 */
export function tripRows(
  s: RollOutSchedule,
  serviceDate: string,
  zone: string,
  id: string,
): { trip: TripRow; tripStops: TripStopRow[] } {
  // Offsets naming their own stops (GTFS trips) need not follow the route's stop list.
  const ownStops = s.stopOffsets.every((offset) => offset.stopId !== undefined);
  if (!ownStops && s.stopOffsets.length !== s.stopIds.length) {
    throw new Error(
      `schedule ${s.id} has ${s.stopOffsets.length} stop offsets for ${s.stopIds.length} stops`,
    );
  }
  const trip: TripRow = {
    id,
    routeId: s.routeId,
    busId: s.busId,
    scheduleId: s.id,
    serviceDate,
    headsign: s.headsign,
    ...(s.conductorUserId === undefined ? {} : { conductorUserId: s.conductorUserId }),
  };
  const at = (offset: number) => zonedDateTime(serviceDate, s.departureTime + offset, zone);
  const tripStops = s.stopOffsets.map((offset, i) => ({
    tripId: id,
    sequence: i + 1,
    stopId: offset.stopId ?? s.stopIds[i]!,
    arrival: at(offsetMinutes(offset, 'arrive')),
    departure: at(offsetMinutes(offset, 'depart')),
  }));
  return { trip, tripStops };
}

/** Minutes after the departure time; GTFS times keep their seconds (docs/decisions/003-gtfs-trips-are-schedules.md). */
function offsetMinutes(offset: StopOffset, which: 'arrive' | 'depart'): number {
  const seconds = which === 'arrive' ? offset.arriveSeconds : offset.departSeconds;
  return seconds === undefined ? offset[which] : seconds / 60;
}

/** When a trip is on the road: from its first departure to its last arrival. */
export interface TripSpan {
  departure: Date;
  arrival: Date;
}

/**
 * The span of a schedule's trip on a service date, as tripRows would time it, without timing every
 * stop; undefined for a schedule without stops.
 */
export function tripSpan(
  s: Pick<RollOutSchedule, 'departureTime' | 'stopOffsets'>,
  serviceDate: string,
  zone: string,
): TripSpan | undefined {
  if (s.stopOffsets.length === 0) return undefined;
  const departs = Math.min(...s.stopOffsets.map((o) => offsetMinutes(o, 'depart')));
  const arrives = Math.max(...s.stopOffsets.map((o) => offsetMinutes(o, 'arrive')));
  return {
    departure: zonedDateTime(serviceDate, s.departureTime + departs, zone),
    arrival: zonedDateTime(serviceDate, s.departureTime + arrives, zone),
  };
}

/**
 * Whether one bus or conductor would be on both trips at once: each leaves before the other
 * arrives (a trip may start where and when another ends). The SQL of trips.repo.ts `clash` asks
 * the same of dated trips.
 */
export function spansOverlap(a: TripSpan, b: TripSpan): boolean {
  return a.departure < b.arrival && b.departure < a.arrival;
}

/** One trip per schedule and service date whose weekday it runs on (the seed's weekly pattern). */
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
      const rows = tripRows(s, serviceDate, zone, tripId(s.id, serviceDate));
      result.trips.push(rows.trip);
      result.tripStops.push(...rows.tripStops);
    }
  }
  return result;
}
