/**
 * Dated trips for the admin: a day's trips with their first departure, last arrival, bus,
 * conductor and taken seats; re-assignment and cancellation; and who is busy when.
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { route, trip, tripStop, type TripStatus } from '#db/schema/network.ts';

const conductor = alias(user, 'conductor');
// Written out in SQL: inside a query on `trip` alone Drizzle would not qualify the columns.
const departure =
  sql<Date | null>`(select min(ts.departure) from trip_stop ts where ts.trip_id = "trip"."id")`.mapWith(
    tripStop.departure,
  );
const arrival =
  sql<Date | null>`(select max(ts.arrival) from trip_stop ts where ts.trip_id = "trip"."id")`.mapWith(
    tripStop.arrival,
  );
const stopName = (order: 'asc' | 'desc') =>
  sql<
    string | null
  >`(select s.name from trip_stop ts join stop s on s.id = ts.stop_id where ts.trip_id = "trip"."id" order by ts.sequence ${sql.raw(order)} limit 1)`;
const seatsTaken =
  sql<number>`(select count(*) from seat_reservation r where r.trip_id = "trip"."id" and r.status in ('held', 'confirmed'))`.mapWith(
    Number,
  );
const DONE: TripStatus[] = ['cancelled', 'completed'];

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

    /** Another trip still to run that the bus or conductor is on between `from` and `to`. */
    async clash(
      who: { busId: string } | { conductorUserId: string },
      from: Date,
      to: Date,
      exceptId: string,
    ) {
      const [row] = await joined(db)
        .where(
          and(
            'busId' in who
              ? eq(trip.busId, who.busId)
              : eq(trip.conductorUserId, who.conductorUserId),
            ne(trip.id, exceptId),
            notInArray(trip.status, DONE),
            // Service dates a day either side bound the search before the times are compared.
            // A trip may run up to two days past its service date (47:59); those dates bound the search.
            inArray(
              trip.serviceDate,
              [-2, -1, 0, 1].map((d) =>
                new Date(from.getTime() + d * 86_400_000).toISOString().slice(0, 10),
              ),
            ),
            sql`${departure} < ${to.toISOString()}::timestamptz`,
            sql`${arrival} > ${from.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type TripsRepo = ReturnType<typeof createTripsRepo>;
