/**
 * Rolls schedules out into dated trips; pure, so the schedule roll-out job
 * (src/server/modules/timetable/rollout/schedules-plan.ts) and the demo seed (src/db/seed/,
 * which imports it from here) build trips the same way.
 * A dated trip stores only its day start: its stop times are its schedule's (`schedule_stop`,
 * kept by the database from `stop_offsets`) counted from there, as the view `trip_time` reads
 * them; `tripStopTimes` computes the same times here (docs/decisions/012-…).
 */
import type { StopOffset, trip, tripStop } from '#db/schema/timetable.ts';
import { isoWeekday, zonedDateTime } from '#shared/core/zoned-time.ts';

const HOUR_MS = 3_600_000;

/**
 * The instant a service date's times count from: noon minus 12 hours in the operator's zone, as
 * GTFS defines it, so every time after a night's clock change keeps its local wall-clock reading.
 */
export function dayStart(serviceDate: string, zone: string): Date {
  return new Date(zonedDateTime(serviceDate, 12 * 60, zone).getTime() - 12 * HOUR_MS);
}

/** Seconds after the day start at which a schedule arrives at and leaves each stop, in order. */
export function scheduleSeconds(
  s: Pick<RollOutSchedule, 'departureTime' | 'stopOffsets'>,
): { arrive: number; depart: number }[] {
  return s.stopOffsets.map((offset) => ({
    arrive: s.departureTime * 60 + (offset.arriveSeconds ?? offset.arrive * 60),
    depart: s.departureTime * 60 + (offset.departSeconds ?? offset.depart * 60),
  }));
}

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

/** The trip of one schedule on one service date: its times follow the schedule. */
export function tripRow(
  s: RollOutSchedule,
  serviceDate: string,
  zone: string,
  id: string,
): TripRow {
  return {
    id,
    routeId: s.routeId,
    busId: s.busId,
    scheduleId: s.id,
    serviceDate,
    headsign: s.headsign,
    dayStart: dayStart(serviceDate, zone),
    ownTimes: false,
    ...(s.conductorUserId === undefined ? {} : { conductorUserId: s.conductorUserId }),
  };
}

/** Throws when a schedule's offsets do not fit its route's stops. */
export function checkOffsetsFit(s: RollOutSchedule): void {
  // Offsets naming their own stops (GTFS trips) need not follow the route's stop list.
  const ownStops = s.stopOffsets.every((offset) => offset.stopId !== undefined);
  if (!ownStops && s.stopOffsets.length !== s.stopIds.length) {
    throw new Error(
      `schedule ${s.id} has ${s.stopOffsets.length} stop offsets for ${s.stopIds.length} stops`,
    );
  }
}

/**
 * The stop times the trip of a schedule on a date has, as `trip_time` reads them. Throws when the
 * offsets do not fit the route's stops.
 */
export function tripStopTimes(
  s: RollOutSchedule,
  serviceDate: string,
  zone: string,
  tripId: string,
): TripStopRow[] {
  checkOffsetsFit(s);
  const start = dayStart(serviceDate, zone).getTime();
  const seconds = scheduleSeconds(s);
  return s.stopOffsets.map((offset, i) => ({
    tripId,
    sequence: i + 1,
    stopId: offset.stopId ?? s.stopIds[i]!,
    arrival: new Date(start + seconds[i]!.arrive * 1000),
    departure: new Date(start + seconds[i]!.depart * 1000),
  }));
}

/** A trip row with the stop times it reads from its schedule. */
export function tripRows(
  s: RollOutSchedule,
  serviceDate: string,
  zone: string,
  id: string,
): { trip: TripRow; tripStops: TripStopRow[] } {
  const tripStops = tripStopTimes(s, serviceDate, zone, id);
  return { trip: tripRow(s, serviceDate, zone, id), tripStops };
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
  const seconds = scheduleSeconds(s);
  const start = dayStart(serviceDate, zone).getTime();
  return {
    departure: new Date(start + Math.min(...seconds.map((t) => t.depart)) * 1000),
    arrival: new Date(start + Math.max(...seconds.map((t) => t.arrive)) * 1000),
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
): TripRow[] {
  const trips: TripRow[] = [];
  for (const serviceDate of serviceDates) {
    const weekday = isoWeekday(serviceDate);
    for (const s of schedules)
      if (s.daysOfWeek.includes(weekday))
        trips.push(tripRow(s, serviceDate, zone, tripId(s.id, serviceDate)));
  }
  return trips;
}
