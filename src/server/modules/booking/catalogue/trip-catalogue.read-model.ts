/**
 * Booking's read model of the network and the fleet (decision 010): the one place where booking
 * reads trips, stops, routes, fares, buses and seat layouts, read-only. Network and fleet own
 * and write those tables; a change to them must keep these reads right (search tests fail first).
 *
 * Tables read (owner: why):
 * - stop (network): names and codes; a station's platforms (parent_stop_id);
 * - schedule_stop, trip, trip_stop (network): which trips call at one stop before another on a
 *   date, and when (decision 012: times come from the schedule unless the trip has its own);
 * - schedule (network): the timetable's dates between two stops, for an empty search's reason;
 * - route, route_stop, fare (network): the route's colours, and the fare of a segment;
 * - bus, seat_layout (fleet): the bus, its amenities, its decks;
 * - seat_reservation (booking's own): seats taken on the segment.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { FareTableEntry } from '#db/schema/booking.ts';
import type { TripStatus } from '#db/schema/network.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';

export interface Place {
  id: string;
  name: string;
  code: string;
  locationType: 0 | 1;
  /** The stop itself, or a station's platforms. */
  stopIds: string[];
}

/** One trip calling at a stop of `from` and later at a stop of `to`. */
export interface TripCallRow {
  tripId: string;
  serviceDate: string;
  status: TripStatus;
  headsign: string | null;
  routeId: string;
  busId: string | null;
  fromSeq: number;
  toSeq: number;
  fromStopId: string;
  toStopId: string;
  departure: Date;
  arrival: Date;
  /** Stops between boarding and alighting. */
  stopsBetween: number;
}

export interface RouteRow {
  id: string;
  shortName: string;
  longName: string;
  colour: string;
  textColour: string;
  /** route_stop: stop id, sequence and distance, in order. */
  stops: { stopId: string; sequence: number; distanceM: number }[];
  fare: {
    kind: 'per-km' | 'table';
    baseMinor: number;
    perKmMinor: number;
    currency: string;
    table: FareTableEntry[] | null;
  } | null;
}

export interface BusRow {
  id: string;
  name: string;
  registration: string;
  photoPath: string | null;
  amenities: string[];
  layoutId: string;
  seatCount: number;
  decks: SeatDeck[];
}

export interface PlaceRefRow {
  id: string;
  name: string;
  code: string;
  locationType: 0 | 1;
}

export interface StopRow {
  id: string;
  name: string;
  code: string;
}

/** A uuid[] parameter list. */
function uuids(ids: readonly string[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

interface CallSqlRow {
  trip_id: string;
  service_date: string;
  status: TripStatus;
  headsign: string | null;
  route_id: string;
  bus_id: string | null;
  from_seq: number;
  to_seq: number;
  from_stop: string;
  to_stop: string;
  departure: string | Date;
  arrival: string | Date;
}

function toCall(r: CallSqlRow): TripCallRow {
  return {
    tripId: r.trip_id,
    serviceDate: r.service_date,
    status: r.status,
    headsign: r.headsign,
    routeId: r.route_id,
    busId: r.bus_id,
    fromSeq: r.from_seq,
    toSeq: r.to_seq,
    fromStopId: r.from_stop,
    toStopId: r.to_stop,
    departure: new Date(r.departure),
    arrival: new Date(r.arrival),
    stopsBetween: Math.max(0, r.to_seq - r.from_seq - 1),
  };
}

const ACTIVE_RESERVATION = sql`r.status <> 'cancelled' and (r.status <> 'held' or r.expires_at > now())`;

export function createTripCatalogue(db: Database) {
  async function segmentOf(
    tripId: string,
    fromCond: SQL,
    toCond: SQL,
  ): Promise<TripCallRow | undefined> {
    const rows = await queryRows<CallSqlRow>(
      db,
      sql`select t.id as trip_id, t.service_date::text as service_date, t.status, t.headsign,
            t.route_id, t.bus_id, a.sequence as from_seq, b.sequence as to_seq,
            a.stop_id as from_stop, b.stop_id as to_stop, a.departure, b.arrival
          from trip t
          join trip_time a on a.trip_id = t.id and ${fromCond}
          join trip_time b on b.trip_id = t.id and ${toCond}
          where t.id = ${tripId}
          order by a.sequence, b.sequence
          limit 1`,
    );
    const r = rows[0];
    if (!r) return undefined;
    return toCall(r);
  }

  return {
    /** A stop, or a station with its platforms; undefined when the id names neither. */
    async place(id: string): Promise<Place | undefined> {
      const rows = await queryRows<{
        id: string;
        name: string;
        code: string;
        location_type: 0 | 1;
        platforms: string[] | null;
      }>(
        db,
        sql`select s.id, s.name, s.code, s.location_type,
          (select array_agg(p.id) from stop p where p.parent_stop_id = s.id and p.location_type = 0) as platforms
        from stop s where s.id = ${id}`,
      );
      const row = rows[0];
      if (!row) return undefined;
      const stopIds = row.location_type === 1 ? (row.platforms ?? []) : [row.id];
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        locationType: row.location_type,
        stopIds,
      };
    },

    /**
     * Trips of a service date calling at one of `from` and later at one of `to`: for each trip
     * the first boarding stop, then the first alighting stop after it.
     */
    async tripCalls(from: string[], to: string[], serviceDate: string): Promise<TripCallRow[]> {
      if (from.length === 0 || to.length === 0) return [];
      const fromIds = uuids(from);
      const toIds = uuids(to);
      const rows = await queryRows<CallSqlRow>(
        db,
        // The trip's columns come with each branch: joining trip again after the union made
        // PostgreSQL hash every trip of the window (290 ms on HART's 162k trips, decision 012).
        sql`select distinct on (c.trip_id) c.*
          from (
            select t.id as trip_id, a.sequence as from_seq, b.sequence as to_seq,
              a.stop_id as from_stop, b.stop_id as to_stop,
              t.day_start + a.depart_s * interval '1 second' as departure,
              t.day_start + b.arrive_s * interval '1 second' as arrival,
              t.service_date::text as service_date, t.status, t.headsign, t.route_id, t.bus_id
            from schedule_stop a
            join schedule_stop b on b.schedule_id = a.schedule_id and b.sequence > a.sequence
              and b.stop_id = any(${toIds})
            join trip t on t.schedule_id = a.schedule_id and t.service_date = ${serviceDate}
              and not t.own_times
            where a.stop_id = any(${fromIds})
            union all
            select a.trip_id, a.sequence, b.sequence, a.stop_id, b.stop_id, a.departure, b.arrival,
              t.service_date::text, t.status, t.headsign, t.route_id, t.bus_id
            from trip_stop a
            join trip_stop b on b.trip_id = a.trip_id and b.sequence > a.sequence
              and b.stop_id = any(${toIds})
            join trip t on t.id = a.trip_id and t.service_date = ${serviceDate} and t.own_times
            where a.stop_id = any(${fromIds})
          ) c
          order by c.trip_id, c.from_seq, c.to_seq`,
      );
      return rows.map(toCall);
    },

    /** The trip of `tripId` on the segment from `fromStop` to the first `toStop` after it. */
    async tripCall(
      tripId: string,
      fromStop: string,
      toStop: string,
    ): Promise<TripCallRow | undefined> {
      return segmentOf(
        tripId,
        sql`a.stop_id = ${fromStop}`,
        sql`b.stop_id = ${toStop} and b.sequence > a.sequence`,
      );
    },

    /** The trip of `tripId` between two of its stop sequences (a hold's or a booking's segment). */
    async tripCallBySeq(
      tripId: string,
      fromSeq: number,
      toSeq: number,
    ): Promise<TripCallRow | undefined> {
      return segmentOf(tripId, sql`a.sequence = ${fromSeq}`, sql`b.sequence = ${toSeq}`);
    },

    async serviceDate(tripId: string): Promise<string | undefined> {
      const rows = await queryRows<{ d: string }>(
        db,
        sql`select service_date::text as d from trip where id = ${tripId}`,
      );
      return rows[0]?.d;
    },

    async routes(ids: string[]): Promise<Map<string, RouteRow>> {
      const byId = new Map<string, RouteRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<{
        id: string;
        short_name: string;
        long_name: string;
        colour: string;
        text_colour: string;
        stops: RouteRow['stops'] | null;
        fare: RouteRow['fare'];
      }>(
        db,
        sql`select r.id, r.short_name, r.long_name, r.colour, r.text_colour,
            (select json_agg(json_build_object('stopId', rs.stop_id, 'sequence', rs.sequence,
              'distanceM', rs.distance_m) order by rs.sequence)
              from route_stop rs where rs.route_id = r.id) as stops,
            (select json_build_object('kind', f.kind, 'baseMinor', f.base_minor,
              'perKmMinor', f.per_km_minor, 'currency', f.currency, 'table', f.table)
              from fare f where f.route_id = r.id) as fare
          from route r where r.id = any(${list})`,
      );
      for (const r of rows)
        byId.set(r.id, {
          id: r.id,
          shortName: r.short_name,
          longName: r.long_name,
          colour: r.colour,
          textColour: r.text_colour,
          stops: r.stops ?? [],
          fare: r.fare,
        });
      return byId;
    },

    async buses(ids: string[]): Promise<Map<string, BusRow>> {
      const byId = new Map<string, BusRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<{
        id: string;
        name: string;
        registration: string;
        photo_path: string | null;
        amenities: string[] | null;
        layout_id: string;
        seat_count: number;
        decks: SeatDeck[];
      }>(
        db,
        sql`select b.id, b.name, b.registration, b.photo_path, b.amenities, b.layout_id,
            l.seat_count, l.decks
          from bus b join seat_layout l on l.id = b.layout_id where b.id = any(${list})`,
      );
      for (const r of rows)
        byId.set(r.id, {
          id: r.id,
          name: r.name,
          registration: r.registration,
          photoPath: r.photo_path,
          amenities: r.amenities ?? [],
          layoutId: r.layout_id,
          seatCount: r.seat_count,
          decks: r.decks,
        });
      return byId;
    },

    async stops(ids: string[]): Promise<Map<string, StopRow>> {
      const byId = new Map<string, StopRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<StopRow>(
        db,
        sql`select id, name, code from stop where id = any(${list})`,
      );
      for (const r of rows) byId.set(r.id, r);
      return byId;
    },

    /**
     * Seats with an active reservation overlapping each trip's segment, and when the first of
     * the holds counted lapses (null when none is held).
     */
    async seatsTaken(
      segments: { tripId: string; fromSeq: number; toSeq: number }[],
    ): Promise<{ taken: Map<string, number>; nextLapse: Date | null }> {
      const taken = new Map<string, number>();
      let nextLapse: Date | null = null;
      if (segments.length === 0) return { taken, nextLapse };
      const values = sql.join(
        segments.map((s) => sql`(${s.tripId}::uuid, ${s.fromSeq}::int, ${s.toSeq}::int)`),
        sql`, `,
      );
      const rows = await queryRows<{
        trip_id: string;
        n: number | string;
        lapse: string | Date | null;
      }>(
        db,
        sql`select v.trip_id, count(distinct r.seat) as n,
            min(r.expires_at) filter (where r.status = 'held') as lapse
          from (values ${values}) as v(trip_id, from_seq, to_seq)
          join seat_reservation r on r.trip_id = v.trip_id
            and r.stops && int4range(v.from_seq, v.to_seq) and ${ACTIVE_RESERVATION}
          group by v.trip_id`,
      );
      for (const r of rows) {
        taken.set(r.trip_id, Number(r.n));
        const lapse = r.lapse === null ? null : new Date(r.lapse);
        if (lapse && (!nextLapse || lapse < nextLapse)) nextLapse = lapse;
      }
      return { taken, nextLapse };
    },

    /**
     * Pairs of places to offer a first visit: the segments booked most in the last 30 days, then
     * the ends of the routes with the most trips in the coming week. A platform is named by its
     * station.
     */
    async popular(limit: number): Promise<{ from: PlaceRefRow; to: PlaceRefRow }[]> {
      const rows = await queryRows<{ from_id: string; to_id: string }>(
        db,
        sql`with booked as (
            select a.stop_id as from_id, b.stop_id as to_id, count(*) as n
            from booking k
            join trip_time a on a.trip_id = k.trip_id and a.sequence = k.from_seq
            join trip_time b on b.trip_id = k.trip_id and b.sequence = k.to_seq
            where k.status = 'confirmed' and k.created_at > now() - interval '30 days'
            group by 1, 2
          ), busiest as (
            select r.id, count(t.id) as n from route r
            join trip t on t.route_id = r.id
              and t.service_date between current_date and current_date + 7
            where r.active group by r.id
          ), ends as (
            select (select rs.stop_id from route_stop rs where rs.route_id = b.id order by rs.sequence limit 1) as from_id,
              (select rs.stop_id from route_stop rs where rs.route_id = b.id order by rs.sequence desc limit 1) as to_id,
              b.n
            from busiest b
          )
          select from_id, to_id from (
            select from_id, to_id, n, 0 as pass from booked
            union all select from_id, to_id, n, 1 from ends where from_id <> to_id
          ) p order by pass, n desc, from_id, to_id limit ${limit * 3}`,
      );
      const ids = [...new Set(rows.flatMap((r) => [r.from_id, r.to_id]))];
      if (ids.length === 0) return [];
      const list = uuids(ids);
      const places = await queryRows<PlaceRefRow & { stop_id: string }>(
        db,
        sql`select s.id as stop_id, coalesce(p.id, s.id) as id, coalesce(p.name, s.name) as name,
            coalesce(p.code, s.code) as code, case when p.id is null then s.location_type else 1 end as "locationType"
          from stop s left join stop p on p.id = s.parent_stop_id where s.id = any(${list})`,
      );
      const byStop = new Map(places.map(({ stop_id, ...place }) => [stop_id, place]));
      const seen = new Set<string>();
      const pairs: { from: PlaceRefRow; to: PlaceRefRow }[] = [];
      for (const row of rows) {
        const from = byStop.get(row.from_id);
        const to = byStop.get(row.to_id);
        const key = `${from?.id}>${to?.id}`;
        if (!from || !to || from.id === to.id || seen.has(key)) continue;
        seen.add(key);
        pairs.push({ from, to });
        if (pairs.length === limit) break;
      }
      return pairs;
    },

    /**
     * What the timetable says between two sets of stops, whatever the date: whether any schedule
     * serves the pair, its first and last dates, and the date nearest to `date` (not before `today`) with a trip.
     */
    async timetableBetween(
      from: string[],
      to: string[],
      date: string,
      today: string,
    ): Promise<{
      served: boolean;
      firstDate: string | null;
      lastDate: string | null;
      nearest: string | null;
    }> {
      if (from.length === 0 || to.length === 0)
        return { served: false, firstDate: null, lastDate: null, nearest: null };
      const fromIds = uuids(from);
      const toIds = uuids(to);
      const rows = await queryRows<{
        served: boolean;
        first_date: string | null;
        last_date: string | null;
        nearest: string | null;
      }>(
        db,
        sql`with pair as (
            select distinct a.schedule_id from schedule_stop a
            join schedule_stop b on b.schedule_id = a.schedule_id and b.sequence > a.sequence
              and b.stop_id = any(${toIds})
            where a.stop_id = any(${fromIds})
          ), own as (
            select distinct a.trip_id from trip_stop a
            join trip_stop b on b.trip_id = a.trip_id and b.sequence > a.sequence
              and b.stop_id = any(${toIds})
            join trip t on t.id = a.trip_id and t.own_times
            where a.stop_id = any(${fromIds})
          ), dated as (
            select t.service_date from trip t join pair p on p.schedule_id = t.schedule_id
            where t.status <> 'cancelled'
            union all
            select t.service_date from trip t join own o on o.trip_id = t.id where t.status <> 'cancelled'
          )
          select
            (exists (select 1 from pair) or exists (select 1 from own)) as served,
            (select min(s.valid_from)::text from schedule s join pair p on p.schedule_id = s.id where s.active) as first_date,
            (select case when bool_or(s.valid_to is null) then null else max(s.valid_to)::text end
              from schedule s join pair p on p.schedule_id = s.id where s.active) as last_date,
            (select d.service_date::text from dated d
              where d.service_date >= ${today}::date and d.service_date <> ${date}::date
              order by abs(d.service_date - ${date}::date), d.service_date limit 1) as nearest`,
      );
      const r = rows[0]!;
      return {
        served: Boolean(r.served),
        firstDate: r.first_date,
        lastDate: r.last_date,
        nearest: r.nearest,
      };
    },
  };
}
export type TripCatalogue = ReturnType<typeof createTripCatalogue>;
