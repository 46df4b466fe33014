/**
 * The roll-out's writes: the full roll-out's set-based insert of missing trips, a re-plan's
 * batched inserts of trips, re-planned trips, removed trips, and the trips whose times are
 * frozen before their schedule changes under their passengers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { trip, tripStop } from '#db/schema/timetable.ts';
import type { RollOut, TripRow, TripStopRow } from '#server/modules/timetable/trip-rows.ts';

/** Rows per INSERT: quick, and far below PostgreSQL's 65,535 parameters (trip_stop has 5 columns). */
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The service dates [from, to) in the operator's zone, and the instant before which no trip is added. */
export interface MissingTripsWindow {
  from: string;
  to: string;
  zone: string;
  now: Date;
}

export function createRolloutWrites(db: Database) {
  async function insertStops(rows: TripStopRow[]) {
    for (const part of chunks(rows)) await db.insert(tripStop).values(part);
  }

  return {
    /**
     * Inserts trips (their times are their schedule's; stop rows are written only for trips with
     * times of their own); a trip someone else rolled out meanwhile is skipped.
     */
    async insert(rollOut: RollOut): Promise<number> {
      const inserted = new Set<string>();
      for (const part of chunks(rollOut.trips)) {
        const rows = await db
          .insert(trip)
          .values(part)
          .onConflictDoNothing()
          .returning({ id: trip.id });
        for (const r of rows) inserted.add(r.id);
      }
      await insertStops(rollOut.tripStops.filter((s) => inserted.has(s.tripId)));
      return inserted.size;
    },

    /**
     * Adds, in one statement, every missing trip of the schedules for each date of the window
     * they run on (as schedules-plan.ts `runsOn`: a calendar's removed date never, its added date
     * always, otherwise within the validity on one of its weekdays), unless it would have left
     * by `now`. Its day start is noon minus 12 hours of the date in `zone`, as trip-rows.ts
     * `dayStart`; the first departure is that of its first stop offset. The caller passes only
     * active schedules whose offsets fit their route. A trip someone else rolled out meanwhile is
     * skipped. Answers the trips added.
     */
    async insertMissing(scheduleIds: string[], w: MissingTripsWindow): Promise<number> {
      if (scheduleIds.length === 0) return 0;
      const [row] = await queryRows<{ created: number }>(
        db,
        // Each date's day start and weekday, and each schedule's first departure (read from its
        // stop_offsets, which may be toasted), worked out once (materialized), not for every pair.
        sql`with dates as materialized (
          select d as service_date, extract(isodow from d)::int as weekday,
            ((d + time '12:00') at time zone ${w.zone}) - interval '12 hours' as day_start
          from (select ${w.from}::date + i as d
            from generate_series(0, ${w.to}::date - ${w.from}::date - 1) i) days
        ), s as materialized (
          select s.id, s.route_id, s.bus_id, s.conductor_user_id, s.headsign, s.days_of_week,
            s.valid_from, s.valid_to, s.service_calendar_id,
            s.departure_time * 60 + coalesce((s.stop_offsets->0->>'departSeconds')::int,
              (s.stop_offsets->0->>'depart')::int * 60) as first_depart_s
          from schedule s
          where s.id in (select unnest(${`{${scheduleIds.join(',')}}`}::uuid[]))
        ), planned as (
          select s.*, d.service_date, d.day_start
          from s cross join dates d
          left join service_calendar_date x
            on x.calendar_id = s.service_calendar_id and x.date = d.service_date
          where x.exception = 'added'
            or (x.exception is null
              and d.service_date >= s.valid_from
              and (s.valid_to is null or d.service_date <= s.valid_to)
              and d.weekday = any(s.days_of_week))
        ), added as (
          insert into trip (route_id, bus_id, schedule_id, service_date, conductor_user_id,
            headsign, day_start, own_times)
          select p.route_id, p.bus_id, p.id, p.service_date, p.conductor_user_id, p.headsign,
            p.day_start, false
          from planned p
          where p.day_start + p.first_depart_s * interval '1 second' > ${w.now.toISOString()}::timestamptz
            and not exists (select 1 from trip t
              where t.schedule_id = p.id and t.service_date = p.service_date)
          order by p.service_date, p.id
          on conflict do nothing
          returning 1
        )
        select count(*)::int as created from added`,
      );
      return row?.created ?? 0;
    },

    /** Brings an unsold trip back to the plan: its assignment, and its schedule's times. */
    async rewrite({ trip: row }: { trip: TripRow; tripStops: TripStopRow[] }): Promise<void> {
      const { routeId, busId, conductorUserId, headsign, dayStart } = row;
      await db
        .update(trip)
        .set({ routeId, busId, conductorUserId, headsign, dayStart, ownTimes: false })
        .where(eq(trip.id, row.id!));
      await db.delete(tripStop).where(eq(tripStop.tripId, row.id!));
    },

    /**
     * Gives a schedule's trips times of their own, copied from what they read now: before the
     * schedule changes, its future trips with held or sold seats (`lockedFrom`), so its passengers'
     * trips do not change; before it is deleted, every trip it leaves behind.
     */
    async freeze(scheduleId: string, lockedFrom?: string): Promise<number> {
      const locked = lockedFrom
        ? sql`and t.service_date >= ${lockedFrom} and t.status = 'scheduled'
        and (exists (select 1 from seat_reservation r where r.trip_id = t.id and r.status in ('held', 'confirmed'))
          or exists (select 1 from booking b where b.trip_id = t.id and b.status in ('pending-payment', 'confirmed')))`
        : sql``;
      const which = sql`t.schedule_id = ${scheduleId} and not t.own_times ${locked}`;
      await db.execute(sql`insert into trip_stop (trip_id, sequence, stop_id, arrival, departure)
        select tt.trip_id, tt.sequence, tt.stop_id, tt.arrival, tt.departure
        from trip_time tt join trip t on t.id = tt.trip_id where ${which}`);
      const frozen = await queryRows<{ id: string }>(
        db,
        sql`update trip t set own_times = true where ${which} returning t.id`,
      );
      return frozen.length;
    },

    /**
     * Removes unsold trips. One that still carries old (cancelled) reservations or bookings is
     * kept for their history, marked cancelled instead.
     */
    async remove(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const unused = sql`not exists (select 1 from seat_reservation r where r.trip_id = "trip"."id")
        and not exists (select 1 from booking b where b.trip_id = "trip"."id")`;
      await db.delete(trip).where(and(inArray(trip.id, ids), unused));
      await db.update(trip).set({ status: 'cancelled' }).where(inArray(trip.id, ids));
    },
  };
}
