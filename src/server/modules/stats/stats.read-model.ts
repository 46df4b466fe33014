/**
 * The dashboard's read model (decision 010): the one place where stats reads other modules'
 * tables, read-only, for counts and the audit list. Each module still owns and writes its tables;
 * a change to one of them must keep these reads right (stats.service.test.ts fails first).
 *
 * Tables read (module that owns it: columns — why):
 * - bus (fleet): status — buses by status;
 * - route, stop (network): route.active, row counts — routes, how many run, stops;
 * - trip (network), trip_time: service_date, status, conductor_user_id, last arrival — today's
 *   trips (their state the tracking service decides, decision 029), conductors on duty;
 * - audit_log (system): every column, before/after for the label (audit-label.ts) — the latest
 *   admin actions;
 * - user (accounts): name, email — who did each action;
 * - booking (booking): status, created_at, passengers — bookings and seats sold today;
 * - payment (booking): status, amount_minor, refunded_minor, currency, created_at — takings a day;
 * - trip, trip_time, route (network), bus, seat_layout (fleet), seat_reservation (booking):
 *   service_date, status, first departure, route names, seat_count, confirmed seats — how full
 *   the coming days' trips are.
 */
import { and, count, countDistinct, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { user } from '#db/schema/auth.ts';
import { bus } from '#db/schema/fleet.ts';
import { route, stop } from '#db/schema/network.ts';
import { trip } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';

export function createStatsReadModel(db: Database) {
  return {
    async busesByStatus(): Promise<{ status: string; n: number }[]> {
      return db.select({ status: bus.status, n: count() }).from(bus).groupBy(bus.status);
    },

    async routeCounts(): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${route.active})`.mapWith(Number),
        })
        .from(route);
      return row ?? { total: 0, active: 0 };
    },

    stopCount: (): Promise<number> => db.$count(stop),

    /** The trips of a service date: status and last stop's timetabled arrival, for their state. */
    async tripsOn(serviceDate: string): Promise<DayTripRow[]> {
      return queryRows<DayTripRow>(
        db,
        sql`select t.id, t.status,
              (select max(tt.arrival) from trip_time tt where tt.trip_id = t.id) as arrival
            from trip t where t.service_date = ${serviceDate}::date`,
      );
    },

    async conductorsOn(serviceDate: string): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(trip.conductorUserId) })
        .from(trip)
        .where(
          and(
            eq(trip.serviceDate, serviceDate),
            isNotNull(trip.conductorUserId),
            ne(trip.status, 'cancelled'),
          ),
        );
      return row?.n ?? 0;
    },

    async latestAudit(limit: number) {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.createdAt,
          actorId: auditLog.actorId,
          actorName: user.name,
          actorEmail: user.email,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(user, eq(user.id, auditLog.actorId))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },

    /** Confirmed bookings made in [from, to), and the passengers (seats) they carry. */
    async bookingsMade(from: Date, to: Date): Promise<{ bookings: number; seats: number }> {
      const [row] = await queryRows<{ bookings: number; seats: number }>(
        db,
        sql`select count(*)::int as bookings,
              coalesce(sum(jsonb_array_length(passengers)), 0)::int as seats
            from booking
            where status = 'confirmed' and created_at >= ${from.toISOString()}
              and created_at < ${to.toISOString()}`,
      );
      return row ?? { bookings: 0, seats: 0 };
    },

    /**
     * Takings of payments made in [from, to) in `currency`, per calendar day in `zone`: what was
     * charged less what was refunded of it, counted on the day of the charge.
     */
    async takingsByDay(from: Date, to: Date, zone: string, currency: string) {
      return queryRows<{ date: string; amount_minor: number }>(
        db,
        sql`select (created_at at time zone ${zone})::date::text as date,
              sum(amount_minor - refunded_minor)::int as amount_minor
            from payment
            where status in ('succeeded', 'refunded') and currency = ${currency}
              and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
            group by 1`,
      );
    },

    /**
     * Trips with a bus, neither cancelled nor completed, on service dates first..last that leave
     * after `after` (a trip of today that has left is no longer coming up): seats sold (distinct
     * seats with a confirmed reservation) and seats on the bus in total, and the `limit` fullest.
     */
    async occupancy(first: string, last: string, after: Date, limit: number) {
      return queryRows<OccupancyRow>(
        db,
        sql`with dated as (
              select t.id as trip_id, t.service_date::text as service_date, t.headsign,
                r.short_name, r.long_name, l.seat_count as total,
                (select min(tt.departure) from trip_time tt where tt.trip_id = t.id) as departure,
                (select count(distinct s.seat)::int from seat_reservation s
                  where s.trip_id = t.id and s.status = 'confirmed') as sold
              from trip t
              join route r on r.id = t.route_id
              join bus b on b.id = t.bus_id
              join seat_layout l on l.id = b.layout_id
              where t.service_date between ${first} and ${last}
                and t.status not in ('cancelled', 'completed')),
            upcoming as (select * from dated where departure > ${after.toISOString()})
            select *, (sum(sold) over ())::int as all_sold, (sum(total) over ())::int as all_total
            from upcoming
            order by sold::float / nullif(total, 0) desc nulls last, sold desc, departure
            limit ${limit}`,
      );
    },
  };
}

export interface DayTripRow {
  id: string;
  status: string;
  arrival: string | Date | null;
}

export interface OccupancyRow {
  trip_id: string;
  service_date: string;
  headsign: string | null;
  short_name: string;
  long_name: string;
  total: number;
  sold: number;
  departure: string | Date | null;
  all_sold: number;
  all_total: number;
}
export type StatsReadModel = ReturnType<typeof createStatsReadModel>;
