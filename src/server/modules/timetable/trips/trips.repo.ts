/**
 * Dated trips for the admin: a day's trips with their first departure, last arrival, bus,
 * conductor and taken seats; re-assignment and cancellation; and who is busy when.
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { route } from '#db/schema/network.ts';
import { trip, tripTime } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import type { TripSpan } from '#server/modules/timetable/trip-rows.ts';

const conductor = alias(user, 'conductor');
// Written out in SQL: inside a query on `trip` alone Drizzle would not qualify the columns.
const departure =
  sql<Date | null>`(select min(ts.departure) from trip_time ts where ts.trip_id = "trip"."id")`.mapWith(
    tripTime.departure,
  );
const arrival =
  sql<Date | null>`(select max(ts.arrival) from trip_time ts where ts.trip_id = "trip"."id")`.mapWith(
    tripTime.arrival,
  );
const stopName = (order: 'asc' | 'desc') =>
  sql<
    string | null
  >`(select s.name from trip_time ts join stop s on s.id = ts.stop_id where ts.trip_id = "trip"."id" order by ts.sequence ${sql.raw(order)} limit 1)`;
const seatsTaken =
  sql<number>`(select count(*) from seat_reservation r where r.trip_id = "trip"."id" and r.status in ('held', 'confirmed'))`.mapWith(
    Number,
  );
const DONE: TripStatus[] = ['cancelled', 'completed'];
const DAY_MS = 86_400_000;

function joined(db: Database) {
  return db
    .select({
      id: trip.id,
      serviceDate: trip.serviceDate,
      status: trip.status,
      headsign: trip.headsign,
      scheduleId: trip.scheduleId,
      route: {
        id: route.id,
        shortName: route.shortName,
        longName: route.longName,
        colour: route.colour,
        textColour: route.textColour,
      },
      busId: trip.busId,
      busRegistration: bus.registration,
      busName: bus.name,
      busLayoutId: bus.layoutId,
      conductorUserId: trip.conductorUserId,
      conductorName: conductor.name,
      departure,
      arrival,
      from: stopName('asc'),
      to: stopName('desc'),
      seatsTaken,
    })
    .from(trip)
    .innerJoin(route, eq(route.id, trip.routeId))
    .leftJoin(bus, eq(bus.id, trip.busId))
    .leftJoin(conductor, eq(conductor.id, trip.conductorUserId));
}
export type TripRowView = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface TripFilter {
  date: string;
  route?: string | undefined;
  status?: TripStatus | undefined;
  page: number;
  pageSize: number;
}

/**
 * The service dates a trip on the road during the spans may belong to, which bound the search
 * before the times are compared: a trip may run up to two days past its service date (47:59).
 */
function serviceDatesAround(spans: readonly TripSpan[]): string[] {
  const dates = new Set<string>();
  for (const span of spans) {
    const last = span.arrival.getTime() + DAY_MS;
    for (let at = span.departure.getTime() - 2 * DAY_MS; at <= last; at += DAY_MS)
      dates.add(new Date(at).toISOString().slice(0, 10));
    dates.add(new Date(last).toISOString().slice(0, 10));
  }
  return [...dates];
}

export function createTripsRepo(db: Database) {
  return {
    async list(filter: TripFilter): Promise<{ rows: TripRowView[]; total: number }> {
      const where: SQL | undefined = and(
        eq(trip.serviceDate, filter.date),
        filter.route ? eq(trip.routeId, filter.route) : undefined,
        filter.status ? eq(trip.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        joined(db)
          .where(where)
          .orderBy(sql`${departure} asc nulls last`, asc(route.shortName), asc(trip.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(trip).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One trip; `forUpdate` locks its row until the transaction ends. */
    async findById(id: string, forUpdate = false): Promise<TripRowView | undefined> {
      if (forUpdate)
        await db.select({ id: trip.id }).from(trip).where(eq(trip.id, id)).for('update');
      const [row] = await joined(db).where(eq(trip.id, id));
      return row;
    },

    async update(
      id: string,
      values: Partial<Pick<typeof trip.$inferInsert, 'busId' | 'conductorUserId' | 'status'>>,
    ): Promise<void> {
      await db.update(trip).set(values).where(eq(trip.id, id));
    },

    /** A schedule's trips still to run that leave after `after`, in departure order. */
    async ofSchedule(scheduleId: string, after: Date): Promise<TripRowView[]> {
      return joined(db)
        .where(
          and(
            eq(trip.scheduleId, scheduleId),
            notInArray(trip.status, DONE),
            sql`${departure} > ${after.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(sql`${departure} asc`);
    },

    /**
     * The earliest trip still to run that the bus or conductor is on during any of the spans
     * (leaving before a span ends and arriving after it starts, as spansOverlap in
     * src/server/modules/timetable/trip-rows.ts says), other than the trips excepted.
     */
    async clash(
      who: { busId: string } | { conductorUserId: string },
      spans: readonly TripSpan[],
      except: { tripId?: string; scheduleId?: string },
    ): Promise<TripRowView | undefined> {
      if (spans.length === 0) return undefined;
      const during = sql.join(
        spans.map(
          (s) =>
            sql`(${s.departure.toISOString()}::timestamptz, ${s.arrival.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const [row] = await joined(db)
        .where(
          and(
            'busId' in who
              ? eq(trip.busId, who.busId)
              : eq(trip.conductorUserId, who.conductorUserId),
            except.tripId ? ne(trip.id, except.tripId) : undefined,
            except.scheduleId
              ? sql`${trip.scheduleId} is distinct from ${except.scheduleId}`
              : undefined,
            notInArray(trip.status, DONE),
            inArray(trip.serviceDate, serviceDatesAround(spans)),
            sql`exists (select 1 from (values ${during}) as span (departure, arrival) where ${departure} < span.arrival and ${arrival} > span.departure)`,
          ),
        )
        .orderBy(sql`${departure} asc`)
        .limit(1);
      return row;
    },
  };
}
export type TripsRepo = ReturnType<typeof createTripsRepo>;
