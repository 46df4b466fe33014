/** All SQL of the GTFS export: the network read in pages, so memory stays flat. */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/booking.ts';
import { agency, serviceCalendar, serviceCalendarDate, shape } from '#db/schema/gtfs.ts';
import { route, routeStop, schedule, stop } from '#db/schema/network.ts';

/** Schedules of active routes that are themselves active: the network an export describes. */
const running = and(eq(schedule.active, true), eq(route.active, true));

export function createGtfsExportRepo(db: Database) {
  return {
    agencies: () => db.select().from(agency).orderBy(asc(agency.gtfsId)),
    stops: () => db.select().from(stop).orderBy(asc(stop.code)),
    routes: () =>
      db
        .select()
        .from(route)
        .where(eq(route.active, true))
        .orderBy(asc(route.shortName), asc(route.id)),
    routeStops: () =>
      db.select().from(routeStop).orderBy(asc(routeStop.routeId), asc(routeStop.sequence)),
    calendars: () => db.select().from(serviceCalendar).orderBy(asc(serviceCalendar.gtfsId)),
    calendarDates: () =>
      db
        .select({
          serviceId: serviceCalendar.gtfsId,
          date: serviceCalendarDate.date,
          exception: serviceCalendarDate.exception,
        })
        .from(serviceCalendarDate)
        .innerJoin(serviceCalendar, eq(serviceCalendar.id, serviceCalendarDate.calendarId))
        .orderBy(asc(serviceCalendar.gtfsId), asc(serviceCalendarDate.date)),

    /** Weekly patterns of schedules entered without a service calendar (the demo network's). */
    plainServices: () =>
      db
        .selectDistinct({
          daysOfWeek: schedule.daysOfWeek,
          validFrom: schedule.validFrom,
          validTo: schedule.validTo,
        })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(and(running, isNull(schedule.serviceCalendarId))),

    /** A page of running schedules after `afterId`; with their stop offsets only when asked. */
    async schedules(afterId: string | null, limit: number, withOffsets: boolean) {
      const rows = await db
        .select({
          id: schedule.id,
          gtfsId: schedule.gtfsId,
          routeId: schedule.routeId,
          serviceCalendarId: schedule.serviceCalendarId,
          daysOfWeek: schedule.daysOfWeek,
          validFrom: schedule.validFrom,
          validTo: schedule.validTo,
          departureTime: schedule.departureTime,
          headsign: schedule.headsign,
          directionId: schedule.directionId,
          blockId: schedule.blockId,
          shapeId: schedule.shapeId,
          stopOffsets: withOffsets ? schedule.stopOffsets : sql<null>`null`,
        })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(and(running, afterId ? gt(schedule.id, afterId) : undefined))
        .orderBy(asc(schedule.id))
        .limit(limit);
      return rows;
    },

    shapeIds: () => db.select({ id: shape.id, gtfsId: shape.gtfsId }).from(shape),

    /** A page of the shapes running schedules use. */
    shapes(afterId: string | null, limit: number) {
      const used = db
        .selectDistinct({ id: schedule.shapeId })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(running);
      return db
        .select()
        .from(shape)
        .where(and(inArray(shape.id, used), afterId ? gt(shape.id, afterId) : undefined))
        .orderBy(asc(shape.id))
        .limit(limit);
    },

    /** Flat fares (a price per route) of active routes; distance and table fares have no GTFS v1 form. */
    flatFares: () =>
      db
        .select({
          routeId: fare.routeId,
          gtfsId: fare.gtfsId,
          amountMinor: fare.baseMinor,
          currency: fare.currency,
        })
        .from(fare)
        .innerJoin(route, eq(route.id, fare.routeId))
        .where(and(eq(route.active, true), eq(fare.kind, 'per-km'), eq(fare.perKmMinor, 0)))
        .orderBy(asc(fare.gtfsId), asc(route.shortName)),
  };
}
export type GtfsExportRepo = ReturnType<typeof createGtfsExportRepo>;
export type ExportSchedule = Awaited<ReturnType<GtfsExportRepo['schedules']>>[number];
