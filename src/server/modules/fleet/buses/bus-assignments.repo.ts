/**
 * The work a bus still has in the timetable: the switched-on schedules still valid that name it,
 * and its trips still to run. A bus leaves service only once it has none (buses.service.ts).
 */
import { and, asc, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { route } from '#db/schema/network.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import type { BusAssignments } from '#shared/fleet/buses.ts';
import { formatClock } from '#shared/timetable/timetable.ts';
import { departure, stillToRun } from '../fleet-trips.repo.ts';

const routeName = sql<string>`trim(${route.shortName} || ' ' || ${route.longName})`;

export function createBusAssignmentsRepo(db: Database) {
  return {
    /** The first `shown` schedules and trips of the bus, and how many there are of each. */
    async of(busId: string, now: Date, today: string, shown = 5): Promise<BusAssignments> {
      const valid = and(
        eq(schedule.busId, busId),
        eq(schedule.active, true),
        or(isNull(schedule.validTo), gte(schedule.validTo, today)),
      );
      const schedules = await db
        .select({
          scheduleId: schedule.id,
          route: routeName,
          departureTime: schedule.departureTime,
          daysOfWeek: schedule.daysOfWeek,
        })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(valid)
        .orderBy(asc(route.shortName), asc(route.longName), asc(schedule.departureTime))
        .limit(shown);
      const [scheduleCount] = await db.select({ n: count() }).from(schedule).where(valid);
      const upcoming = and(eq(trip.busId, busId), stillToRun(now));
      const trips = await db
        .select({ tripId: trip.id, serviceDate: trip.serviceDate, route: routeName, departure })
        .from(trip)
        .innerJoin(route, eq(route.id, trip.routeId))
        .where(upcoming)
        .orderBy(sql`${departure} asc nulls last`, asc(trip.id))
        .limit(shown);
      // Joined as above: with a second table Drizzle qualifies the columns `departure` refers to.
      const [tripCount] = await db
        .select({ n: count() })
        .from(trip)
        .innerJoin(route, eq(route.id, trip.routeId))
        .where(upcoming);
      return {
        schedules: schedules.map((s) => ({
          ...s,
          departureTime: formatClock(s.departureTime),
          daysOfWeek: [...s.daysOfWeek].sort((a, b) => a - b),
        })),
        scheduleCount: scheduleCount?.n ?? 0,
        trips: trips.map((t) => ({ ...t, departure: t.departure?.toISOString() ?? null })),
        tripCount: tripCount?.n ?? 0,
      };
    },
  };
}
export type BusAssignmentsRepo = ReturnType<typeof createBusAssignmentsRepo>;
