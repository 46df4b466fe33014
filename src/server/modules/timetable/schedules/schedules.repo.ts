/**
 * Schedules: all SQL on the schedule table. Lists join the route, the bus, the conductor's name
 * and the service calendar for reading only; those change through their own modules.
 */
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { serviceCalendar, serviceCalendarDate } from '#db/schema/gtfs.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import type { ScheduleQuery } from '#shared/timetable/timetable.ts';

export type ScheduleValues = Omit<
  typeof schedule.$inferInsert,
  'id' | 'createdAt' | 'gtfsId' | 'shapeId' | 'directionId' | 'blockId'
>;

const conductor = alias(user, 'conductor');

function joined(db: Database) {
  return db
    .select({
      schedule: getTableColumns(schedule),
      route: {
        id: route.id,
        shortName: route.shortName,
        longName: route.longName,
        colour: route.colour,
        textColour: route.textColour,
      },
      busRegistration: bus.registration,
      busName: bus.name,
      conductorName: conductor.name,
      calendarGtfsId: serviceCalendar.gtfsId,
      calendar: calendarDates(),
    })
    .from(schedule)
    .innerJoin(route, eq(route.id, schedule.routeId))
    .leftJoin(bus, eq(bus.id, schedule.busId))
    .leftJoin(conductor, eq(conductor.id, schedule.conductorUserId))
    .leftJoin(serviceCalendar, eq(serviceCalendar.id, schedule.serviceCalendarId));
}
/** The schedule's calendar exceptions: how many of each, and the last added date. */
function calendarDates() {
  const dates = (exception: 'added' | 'removed') =>
    sql`from ${serviceCalendarDate} where ${serviceCalendarDate.calendarId} = ${schedule.serviceCalendarId} and ${serviceCalendarDate.exception} = ${exception}`;
  return {
    added: sql<number>`(select count(*) ${dates('added')})`.mapWith(Number),
    removed: sql<number>`(select count(*) ${dates('removed')})`.mapWith(Number),
    lastAdded: sql<
      string | null
    >`(select max(${serviceCalendarDate.date})::text ${dates('added')})`,
  };
}

export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function filters(query: Pick<ScheduleQuery, 'route' | 'active'>): SQL | undefined {
  return and(
    query.route ? eq(schedule.routeId, query.route) : undefined,
    query.active ? eq(schedule.active, query.active === 'true') : undefined,
  );
}

export function createSchedulesRepo(db: Database) {
  return {
    async list(query: ScheduleQuery): Promise<{ rows: ScheduleRow[]; total: number }> {
      const where = filters(query);
      const [rows, [total]] = await Promise.all([
        joined(db)
          .where(where)
          .orderBy(
            asc(route.shortName),
            asc(route.longName),
            asc(schedule.departureTime),
            asc(schedule.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(schedule).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(id: string): Promise<ScheduleRow | undefined> {
      const [row] = await joined(db).where(eq(schedule.id, id));
      return row;
    },

    /** A route's stops in sequence order, with their names and distances along it. */
    async routeStops(
      routeId: string,
    ): Promise<{ stopId: string; name: string; distanceM: number }[]> {
      return db
        .select({ stopId: routeStop.stopId, name: stop.name, distanceM: routeStop.distanceM })
        .from(routeStop)
        .innerJoin(stop, eq(stop.id, routeStop.stopId))
        .where(eq(routeStop.routeId, routeId))
        .orderBy(asc(routeStop.sequence));
    },

    async stopNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: stop.id, name: stop.name })
        .from(stop)
        .where(inArray(stop.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * The other switched-on schedules of a bus or conductor that may run on or after `from`
     * (their validity, or their calendar's added dates, say when), with their route's names.
     */
    async sharing(
      who: { busId: string } | { conductorUserId: string },
      exceptId: string,
      from: string,
    ): Promise<{ id: string; shortName: string; longName: string }[]> {
      return db
        .select({ id: schedule.id, shortName: route.shortName, longName: route.longName })
        .from(schedule)
        .innerJoin(route, eq(route.id, schedule.routeId))
        .where(
          and(
            'busId' in who
              ? eq(schedule.busId, who.busId)
              : eq(schedule.conductorUserId, who.conductorUserId),
            ne(schedule.id, exceptId),
            eq(schedule.active, true),
            or(
              isNull(schedule.validTo),
              gte(schedule.validTo, from),
              isNotNull(schedule.serviceCalendarId),
            ),
          ),
        )
        .orderBy(asc(schedule.id));
    },

    async insert(values: ScheduleValues): Promise<string> {
      const [row] = await db.insert(schedule).values(values).returning({ id: schedule.id });
      return row!.id;
    },

    async update(id: string, values: ScheduleValues): Promise<void> {
      await db.update(schedule).set(values).where(eq(schedule.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(schedule).where(eq(schedule.id, id));
    },
  };
}
export type SchedulesRepo = ReturnType<typeof createSchedulesRepo>;
