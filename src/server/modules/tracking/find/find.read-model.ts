/**
 * Finding a trip to follow: a read model (decision 010) of other domains' tables, read-only. One
 * query a search instead of a service call per table: a search joins trips, routes, buses, stop
 * times and bookings, which four modules own.
 *
 * Tables read (owner: why):
 * - trip, trip_time (timetable): the day's trips, their status, first departure and last arrival;
 * - route, stop (network): the route's names and colours, the first and last stops' names, the
 *   stops a search names;
 * - bus (fleet): a bus's name and registration, to find its trip;
 * - booking (booking): the trip of a booking reference (the owner's or, for an admin, anyone's),
 *   a passenger's next booked trip, the stop each boards at.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { MatchedBy } from '#shared/tracking/find.ts';

export interface FoundTripRow {
  id: string;
  service_date: string;
  status: string;
  headsign: string | null;
  short_name: string;
  long_name: string;
  colour: string;
  text_colour: string;
  bus_name: string | null;
  departure: string | Date | null;
  arrival: string | Date | null;
  first_stop: string | null;
  last_stop: string | null;
  matched_by: MatchedBy;
  reference: string | null;
  /** The call at `stop_sequence` (a booking's boarding stop, or the stop a search named). */
  stop_id: string | null;
  stop_sequence: number | null;
  stop_name: string | null;
  stop_departure: string | Date | null;
  /** True when that call is the booking's boarding stop. */
  boarding: boolean;
}

/** The most trips a search answers. */
export const MAX_FOUND = 50;

/** `q` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `stopAt`: the sequence of the call to name (a booking's `from_seq`, the first stop matching a
 * search), or null.
 */
function tripColumns(matchedBy: SQL, reference: SQL, stopAt: SQL = sql`null::int`) {
  const call = (column: SQL) =>
    sql`(select ${column} from trip_time tt join stop s on s.id = tt.stop_id
      where tt.trip_id = t.id and tt.sequence = ${stopAt})`;
  return sql`t.id, t.service_date::text as service_date, t.status, t.headsign,
    r.short_name, r.long_name, r.colour, r.text_colour, b.name as bus_name,
    (select min(tt.departure) from trip_time tt where tt.trip_id = t.id) as departure,
    (select max(tt.arrival) from trip_time tt where tt.trip_id = t.id) as arrival,
    (select s.name from trip_time tt join stop s on s.id = tt.stop_id
      where tt.trip_id = t.id order by tt.sequence limit 1) as first_stop,
    (select s.name from trip_time tt join stop s on s.id = tt.stop_id
      where tt.trip_id = t.id order by tt.sequence desc limit 1) as last_stop,
    ${matchedBy} as matched_by, ${reference} as reference,
    ${call(sql`s.id::text`)} as stop_id, ${call(sql`tt.sequence`)} as stop_sequence,
    ${call(sql`s.name`)} as stop_name, ${call(sql`tt.departure`)} as stop_departure`;
}

/** A booking's row names its boarding stop. */
const BOARDING = sql`bk.from_seq`;

const FROM = sql`from trip t join route r on r.id = t.route_id left join bus b on b.id = t.bus_id`;

export function createFindReadModel(db: Database) {
  return {
    /**
     * Trips of `today` whose route, headsign, bus or one of whose stops (by name or code)
     * matches `q`, and the trip whose id (or GTFS id) is `q` whatever its day. A trip calling at
     * a matching stop names that call (its first, if several match).
     */
    async matching(q: string, today: string): Promise<FoundTripRow[]> {
      const like = containsPattern(q);
      const byId = UUID.test(q) ? sql`t.id = ${q}::uuid` : sql`false`;
      const byBus = sql`(b.name ilike ${like} or b.registration ilike ${like})`;
      const byRoute = sql`(r.short_name ilike ${like} or r.long_name ilike ${like}
        or t.headsign ilike ${like})`;
      // The matching stops are found once (a handful of rows); each trip looks up its calls there.
      const stopAt = sql`(select min(ts.sequence) from trip_time ts
        where ts.trip_id = t.id and ts.stop_id in (
          select st.id from stop st where st.name ilike ${like} or st.code ilike ${like}))`;
      const matchedBy = sql`case when ${byId} or t.gtfs_id = ${q} then 'trip'
        when ${byBus} then 'bus' when ${byRoute} then 'route' else 'stop' end`;
      return queryRows<FoundTripRow>(
        db,
        sql`select ${tripColumns(matchedBy, sql`null`, stopAt)}, false as boarding ${FROM}
            where ${byId} or t.gtfs_id = ${q}
              or (t.service_date = ${today}::date
                and (${byRoute} or ${byBus} or ${stopAt} is not null))
            order by departure nulls last, t.id
            limit ${MAX_FOUND}`,
      );
    },

    /**
     * The trip of the booking with this reference (any letter case), if any — a booking of
     * `viewer.userId` only, unless the viewer is an admin: a reference is no public lookup.
     */
    async byReference(
      reference: string,
      viewer: { userId: string; admin: boolean },
    ): Promise<FoundTripRow | undefined> {
      const whose = viewer.admin ? sql`true` : sql`bk.user_id = ${viewer.userId}`;
      const [row] = await queryRows<FoundTripRow>(
        db,
        sql`select ${tripColumns(sql`'booking'`, sql`bk.reference`, BOARDING)}, true as boarding
            ${FROM}
            join booking bk on bk.trip_id = t.id
            where upper(bk.reference) = upper(${reference}) and ${whose}
            limit 1`,
      );
      return row;
    },

    /** The passenger's confirmed booking whose trip arrives soonest after `now`. */
    async nextBooked(userId: string, now: Date): Promise<FoundTripRow | undefined> {
      const [row] = await queryRows<FoundTripRow>(
        db,
        sql`select * from (
              select ${tripColumns(sql`'next-booking'`, sql`bk.reference`, BOARDING)},
                true as boarding ${FROM}
              join booking bk on bk.trip_id = t.id
              where bk.user_id = ${userId} and bk.status = 'confirmed'
                and t.status <> 'cancelled'
            ) found
            where found.arrival > ${now.toISOString()}::timestamptz
            order by found.departure
            limit 1`,
      );
      return row;
    },

    /** These trips (the buses on the road), by departure. */
    async byIds(ids: readonly string[]): Promise<FoundTripRow[]> {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return queryRows<FoundTripRow>(
        db,
        sql`select ${tripColumns(sql`'on-the-road'`, sql`null`)}, false as boarding ${FROM}
            where t.id in (${list})
            order by departure nulls last, t.id
            limit ${MAX_FOUND}`,
      );
    },
  };
}
export type FindReadModel = ReturnType<typeof createFindReadModel>;
