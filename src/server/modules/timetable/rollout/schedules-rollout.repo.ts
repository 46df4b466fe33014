/**
 * All SQL of the schedule roll-out: the advisory lock that serialises it across instances, the
 * schedules to roll out (in id order, a batch at a time), a schedule and its trips for a re-plan,
 * with the writes of schedules-rollout-writes.repo.ts. Takes a transaction (or the database) so a schedule change re-plans in its own.
 */
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { serviceCalendarDate, type ServiceException } from '#db/schema/gtfs.ts';
import { route, routeStop } from '#db/schema/network.ts';
import { schedule, trip, tripTime } from '#db/schema/timetable.ts';
import type { ExistingTrip, PlanSchedule } from './schedules-plan.ts';
import { createRolloutWrites } from './schedules-rollout-writes.repo.ts';

const LOCK_KEY = 'busway:schedule-rollout';

/**
 * Seats held or sold, or a booking under way: such a trip never changes under its passengers.
 * Written out in SQL: inside a query on `trip` alone Drizzle would not qualify the columns.
 */
export const tripLocked = sql<boolean>`(exists (select 1 from seat_reservation r where r.trip_id = "trip"."id" and r.status in ('held', 'confirmed'))
  or exists (select 1 from booking b where b.trip_id = "trip"."id" and b.status in ('pending-payment', 'confirmed')))`;

/** Each route's stop ids in sequence order. */
async function routeStopIds(db: Database, routeIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ routeId: routeStop.routeId, stopId: routeStop.stopId })
    .from(routeStop)
    .where(inArray(routeStop.routeId, routeIds))
    .orderBy(asc(routeStop.routeId), asc(routeStop.sequence));
  const byRoute = new Map<string, string[]>();
  for (const row of rows) {
    const list = byRoute.get(row.routeId);
    if (list) list.push(row.stopId);
    else byRoute.set(row.routeId, [row.stopId]);
  }
  return byRoute;
}

/** Each calendar's added and removed dates in [from, to). */
async function calendarExceptions(db: Database, calendarIds: string[], from: string, to: string) {
  const byCalendar = new Map<string, Map<string, ServiceException>>();
  if (calendarIds.length === 0) return byCalendar;
  const rows = await db
    .select()
    .from(serviceCalendarDate)
    .where(
      and(
        inArray(serviceCalendarDate.calendarId, calendarIds),
        gte(serviceCalendarDate.date, from),
        lt(serviceCalendarDate.date, to),
      ),
    );
  for (const row of rows) {
    const dates = byCalendar.get(row.calendarId) ?? new Map<string, ServiceException>();
    byCalendar.set(row.calendarId, dates.set(row.date, row.exception));
  }
  return byCalendar;
}

export function createRolloutRepo(db: Database) {
  return {
    ...createRolloutWrites(db),

    /** Waits for any other roll-out or re-plan; released when the transaction ends. */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    },

    /**
     * Active schedules of active routes that may run on or after `from`, after `afterId`, each
     * with whether its offsets fit its route's stops (schedules-plan.ts `checkOffsetsFit`: offsets
     * that all name their stop always do; others must be one for each of the route's stops).
     */
    async scheduleIds(
      afterId: string | null,
      limit: number,
      from: string,
    ): Promise<{ id: string; fits: boolean }[]> {
      return db
        .select({
          id: schedule.id,
          fits: sql<boolean>`(not exists (select 1 from jsonb_array_elements(${schedule.stopOffsets}) o
              where not (o ? 'stopId'))
            or jsonb_array_length(${schedule.stopOffsets})
              = (select count(*) from route_stop rs where rs.route_id = ${schedule.routeId}))`,
        })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(
          and(
            eq(schedule.active, true),
            eq(route.active, true),
            or(
              isNull(schedule.validTo),
              gte(schedule.validTo, from),
              isNotNull(schedule.serviceCalendarId),
            ),
            afterId ? gt(schedule.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(schedule.id))
        .limit(limit);
    },

    /** The schedules with their route's stops and their calendar's exceptions in [from, to). */
    async planSchedules(ids: string[], from: string, to: string): Promise<PlanSchedule[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(schedule), routeActive: route.active })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(inArray(schedule.id, ids))
        .orderBy(asc(schedule.id));
      const calendarIds = rows.flatMap((r) => (r.serviceCalendarId ? [r.serviceCalendarId] : []));
      const [stopIds, exceptions] = await Promise.all([
        routeStopIds(db, [...new Set(rows.map((r) => r.routeId))]),
        calendarExceptions(db, [...new Set(calendarIds)], from, to),
      ]);
      return rows.map(({ routeActive, ...r }) => ({
        ...r,
        active: r.active && routeActive,
        stopIds: stopIds.get(r.routeId) ?? [],
        exceptions: r.serviceCalendarId ? (exceptions.get(r.serviceCalendarId) ?? new Map()) : null,
      }));
    },

    /** One schedule's trips in [from, to) with their stops, for a re-plan. */
    async existingTrips(scheduleId: string, from: string, to: string): Promise<ExistingTrip[]> {
      const trips = await db
        .select({
          id: trip.id,
          serviceDate: trip.serviceDate,
          status: trip.status,
          routeId: trip.routeId,
          busId: trip.busId,
          conductorUserId: trip.conductorUserId,
          headsign: trip.headsign,
          ownTimes: trip.ownTimes,
          locked: tripLocked,
        })
        .from(trip)
        .where(
          and(
            eq(trip.scheduleId, scheduleId),
            gte(trip.serviceDate, from),
            lt(trip.serviceDate, to),
          ),
        )
        .orderBy(asc(trip.serviceDate));
      if (trips.length === 0) return [];
      const stops = await db
        .select({
          tripId: tripTime.tripId,
          stopId: tripTime.stopId,
          arrival: tripTime.arrival,
          departure: tripTime.departure,
        })
        .from(tripTime)
        .where(
          inArray(
            tripTime.tripId,
            trips.map((t) => t.id),
          ),
        )
        .orderBy(asc(tripTime.tripId), asc(tripTime.sequence));
      return trips.map((t) => ({
        ...t,
        locked: Boolean(t.locked),
        stops: stops.filter((s) => s.tripId === t.id),
      }));
    },
  };
}
export type RolloutRepo = ReturnType<typeof createRolloutRepo>;
