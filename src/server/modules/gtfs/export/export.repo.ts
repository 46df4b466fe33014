/** All SQL of the GTFS export: the network read in pages, so memory stays flat. */
import { and, asc, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import { agency, serviceCalendar, serviceCalendarDate, shape } from '#db/schema/gtfs.ts';
import { gtfsFeedInfo, gtfsTransfer } from '#db/schema/gtfs-feed.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';

/** Schedules of active routes that are themselves active: the network an export describes. */
const running = and(eq(schedule.active, true), eq(route.active, true));
/** A route path GTFS can carry: two points or more. */
const hasPath = sql`jsonb_array_length(${route.shape} -> 'coordinates') >= 2`;

export function createGtfsExportRepo(db: Database) {
  const lendingShapes = () =>
    db
      .selectDistinct({ id: route.id })
      .from(route)
      .innerJoin(schedule, eq(schedule.routeId, route.id))
      .where(and(running, isNull(schedule.shapeId), isNull(schedule.gtfsId), hasPath));
  /** A trip a transfer names is exported: a running schedule has its trip_id. */
  const exportedTrip = (tripId: AnyPgColumn) =>
    or(
      isNull(tripId),
      exists(
        db
          .select({ one: sql`1` })
          .from(schedule)
          .innerJoin(route, eq(route.id, schedule.routeId))
          .where(and(running, eq(schedule.gtfsId, tripId))),
      ),
    );
  return {
    /** The feed's transfers (their stops and routes are checked against the export's). */
    transfers: () =>
      db
        .select()
        .from(gtfsTransfer)
        .where(and(exportedTrip(gtfsTransfer.fromTripId), exportedTrip(gtfsTransfer.toTripId)))
        .orderBy(asc(gtfsTransfer.id)),
    feedInfo: () => db.select().from(gtfsFeedInfo),
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
          shortName: schedule.shortName,
          wheelchairAccessible: schedule.wheelchairAccessible,
          bikesAllowed: schedule.bikesAllowed,
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

    /**
     * Active routes with a path and a running schedule entered by hand (no GTFS id) without a
     * shape of its own: those schedules take the route's path as their shape. A feed's trip
     * without a shape goes back without one, as it came.
     */
    routesLendingShapes: () => lendingShapes().orderBy(asc(route.id)),

    /** A page of the paths of the routes above. */
    routePaths: (afterId: string | null, limit: number) =>
      db
        .select({ id: route.id, shape: route.shape })
        .from(route)
        .where(and(inArray(route.id, lendingShapes()), afterId ? gt(route.id, afterId) : undefined))
        .orderBy(asc(route.id))
        .limit(limit),

    /** The fares of active routes, whatever their kind (export-fares.ts says what GTFS gets). */
    fares: () =>
      db
        .select({
          routeId: fare.routeId,
          gtfsId: fare.gtfsId,
          kind: fare.kind,
          baseMinor: fare.baseMinor,
          perKmMinor: fare.perKmMinor,
          table: fare.table,
          currency: fare.currency,
          paymentMethod: fare.paymentMethod,
          transfers: fare.transfers,
          transferDurationS: fare.transferDurationS,
        })
        .from(fare)
        .innerJoin(route, eq(route.id, fare.routeId))
        .where(eq(route.active, true))
        .orderBy(asc(fare.gtfsId), asc(route.shortName), asc(route.id)),
  };
}
export type GtfsExportRepo = ReturnType<typeof createGtfsExportRepo>;
export type ExportSchedule = Awaited<ReturnType<GtfsExportRepo['schedules']>>[number];
export type ExportFare = Awaited<ReturnType<GtfsExportRepo['fares']>>[number];
