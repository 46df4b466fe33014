/**
 * The trip catalogue's facts for a search's first visit or empty answer (see
 * trip-catalogue.read-model.ts for the tables and why): popular pairs of places, and what the
 * timetable says between two places whatever the date.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { uuids, type PlaceRefRow } from './catalogue-rows.ts';

export function createTimetableFacts(db: Database) {
  return {
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
