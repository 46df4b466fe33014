/**
 * A conductor's duties (decision 024): the trips of the days asked for, with route, times, bus,
 * conductor and the counts of tickets booked and boarded. Read-only.
 *
 * Tables read (owner: why):
 * - trip, trip_time (timetable), route, stop (network): the trip, its first departure and last
 *   arrival, and the names of its first and last stops;
 * - bus (fleet): registration and name; user (accounts): the conductor's name;
 * - ticket (tickets): status and boarded_at — booked and boarded counts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { Duty } from '#shared/conductor/conductor.ts';

/** An admin's view of two whole days stays bounded. */
export const MAX_DUTIES = 1_000;

interface Row {
  id: string;
  service_date: string;
  status: Duty['status'];
  headsign: string | null;
  short_name: string;
  long_name: string;
  colour: string | null;
  departure: string | Date | null;
  arrival: string | Date | null;
  from_name: string | null;
  to_name: string | null;
  registration: string | null;
  bus_name: string | null;
  conductor_user_id: string | null;
  conductor_name: string | null;
  booked: number | string;
  boarded: number | string;
  started_at: string | Date | null;
  ended_at: string | Date | null;
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

const toDuty = (row: Row): Duty => ({
  tripId: row.id,
  serviceDate: row.service_date,
  status: row.status,
  route: { shortName: row.short_name, longName: row.long_name, colour: row.colour },
  headsign: row.headsign,
  departure: iso(row.departure),
  arrival: iso(row.arrival),
  from: row.from_name,
  to: row.to_name,
  bus: row.registration === null ? null : { registration: row.registration, name: row.bus_name },
  conductor:
    row.conductor_user_id === null ? null : { id: row.conductor_user_id, name: row.conductor_name },
  booked: Number(row.booked),
  boarded: Number(row.boarded),
  startedAt: iso(row.started_at),
  endedAt: iso(row.ended_at),
});

export function createDutiesReadModel(db: Database) {
  return {
    /**
     * Trips of `dates`, and of `yesterday` still running, by departure; only `conductorId`'s when
     * given.
     */
    async duties(
      dates: string[],
      yesterday: string,
      conductorId: string | undefined,
    ): Promise<Duty[]> {
      const whose =
        conductorId === undefined ? sql`true` : sql`t.conductor_user_id = ${conductorId}`;
      const stopName = (order: 'asc' | 'desc') =>
        sql`(select s.name from trip_time ts join stop s on s.id = ts.stop_id
             where ts.trip_id = t.id order by ts.sequence ${sql.raw(order)} limit 1)`;
      const rows = await queryRows<Row>(
        db,
        sql`select * from (
              select t.id, t.service_date::text as service_date, t.status, t.headsign,
                r.short_name, r.long_name, r.colour,
                (select min(ts.departure) from trip_time ts where ts.trip_id = t.id) as departure,
                (select max(ts.arrival) from trip_time ts where ts.trip_id = t.id) as arrival,
                ${stopName('asc')} as from_name, ${stopName('desc')} as to_name,
                b.registration, b.name as bus_name, t.conductor_user_id, u.name as conductor_name,
                (select count(*) from ticket tk where tk.trip_id = t.id and tk.status <> 'void')
                  as booked,
                (select count(*) from ticket tk where tk.trip_id = t.id
                  and tk.boarded_at is not null) as boarded,
                t.started_at, t.ended_at
              from trip t join route r on r.id = t.route_id
              left join bus b on b.id = t.bus_id
              left join "user" u on u.id = t.conductor_user_id
              where ${whose} and (t.service_date in (${sql.join(dates, sql`, `)})
                or (t.service_date = ${yesterday} and t.started_at is not null
                  and t.ended_at is null))
            ) d order by d.departure nulls last, d.id limit ${MAX_DUTIES}`,
      );
      return rows.map(toDuty);
    },
  };
}
export type DutiesReadModel = ReturnType<typeof createDutiesReadModel>;
