/**
 * The trip catalogue's trip calls (see trip-catalogue.read-model.ts for the tables and why):
 * places, the trips calling at one place and later at another, and one trip's segment.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { TripStatus } from '#db/schema/timetable.ts';
import { uuids, type Place, type TripCallRow } from './catalogue-rows.ts';

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

export function createTripCalls(db: Database) {
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
  };
}
