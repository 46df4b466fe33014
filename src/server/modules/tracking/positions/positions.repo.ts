/**
 * The fix history (vehicle_position): written in one statement per request, so a batch is stored
 * whole or not at all, and once per trip and recorded time, so a retried batch stores nothing
 * twice; read back to rebuild a trip's state and to replay it; deleted after 30 days.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { vehiclePosition, type PositionFlag, type PositionSource } from '#db/schema/tracking.ts';

export interface FixRow {
  tripId: string;
  busId: string | null;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
  accuracy: number | null;
  recordedAt: Date;
  source: PositionSource;
  alongM: number | null;
  offRoute: boolean;
  flag: PositionFlag | null;
}

export type StoredFix = Omit<FixRow, 'busId' | 'accuracy' | 'source'> &
  Partial<Pick<FixRow, 'source'>>;

interface NeighbourRow {
  trip_id: string;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
  recorded_at: string | Date;
  along_m: number | null;
  off_route: boolean;
  flag: PositionFlag | null;
}

const stored = {
  tripId: vehiclePosition.tripId,
  lat: vehiclePosition.lat,
  lng: vehiclePosition.lng,
  bearing: vehiclePosition.bearing,
  speed: vehiclePosition.speed,
  recordedAt: vehiclePosition.recordedAt,
  source: vehiclePosition.source,
  alongM: vehiclePosition.alongM,
  offRoute: vehiclePosition.offRoute,
  flag: vehiclePosition.flag,
};

/** Fixes the retention job deletes per statement. */
export const RETENTION_BATCH = 5_000;

export interface RetentionOptions {
  batchSize?: number;
  /** Stops between batches once aborted. */
  signal?: AbortSignal;
  /** Told each batch's count (tests count statements). */
  onBatch?: (deleted: number) => void;
}

export function createPositionsRepo(db: Database) {
  /** One batch of the retention, or null when another instance holds its lock. */
  function deleteBatch(before: Date, batchSize: number): Promise<number | null> {
    return db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('busway:position-retention')) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      if (!lock.rows[0]?.got) return null;
      const [gone] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (
              -- = any(array(…)): the ids found by the recorded_at index, deleted through the
              -- primary key; "in (subquery)" may be planned as a scan of the whole table.
              delete from vehicle_position where id = any(array(
                select id from vehicle_position
                where recorded_at < ${before.toISOString()}::timestamptz
                order by recorded_at limit ${batchSize}))
              returning 1)
            select count(*)::int as n from gone`,
      );
      return gone?.n ?? 0;
    });
  }

  return {
    /** Stores the rows not stored before; answers the (trip, time) of those it stored now. */
    async insert(rows: readonly FixRow[]): Promise<{ tripId: string; recordedAt: Date }[]> {
      if (rows.length === 0) return [];
      return db
        .insert(vehiclePosition)
        .values([...rows])
        .onConflictDoNothing({ target: [vehiclePosition.tripId, vehiclePosition.recordedAt] })
        .returning({ tripId: vehiclePosition.tripId, recordedAt: vehiclePosition.recordedAt });
    },

    /** A trip's fixes in time order, the newest `limit` of them when given. */
    async ofTrip(tripId: string, limit?: number): Promise<StoredFix[]> {
      if (limit === undefined)
        return db
          .select(stored)
          .from(vehiclePosition)
          .where(eq(vehiclePosition.tripId, tripId))
          .orderBy(asc(vehiclePosition.recordedAt));
      const newest = await db
        .select(stored)
        .from(vehiclePosition)
        .where(eq(vehiclePosition.tripId, tripId))
        .orderBy(desc(vehiclePosition.recordedAt))
        .limit(limit);
      return newest.reverse();
    },

    /**
     * For each (trip, time), the trip's good (unflagged) fixes just before and just after it: the
     * neighbours a late fix is judged against. One statement, on the (trip, time) index.
     */
    async goodAround(points: readonly { tripId: string; at: Date }[]): Promise<StoredFix[]> {
      if (points.length === 0) return [];
      const asked = sql.join(
        points.map((p) => sql`(${p.tripId}::uuid, ${p.at.toISOString()}::timestamptz)`),
        sql`, `,
      );
      const near = (side: 'before' | 'after') => sql`
        select p.trip_id, p.lat, p.lng, p.bearing, p.speed, p.recorded_at, p.along_m, p.off_route, p.flag
          from vehicle_position p
         where p.trip_id = q.trip_id and p.flag is null
           and p.recorded_at ${sql.raw(side === 'before' ? '<' : '>')} q.at
         order by p.recorded_at ${sql.raw(side === 'before' ? 'desc' : 'asc')} limit 1`;
      const rows = await queryRows<NeighbourRow>(
        db,
        sql`select distinct n.* from (values ${asked}) as q(trip_id, at)
              cross join lateral ((${near('before')}) union all (${near('after')})) n
             order by n.recorded_at`,
      );
      return rows.map((r) => ({
        tripId: r.trip_id,
        lat: r.lat,
        lng: r.lng,
        bearing: r.bearing,
        speed: r.speed,
        recordedAt: new Date(r.recorded_at),
        alongM: r.along_m,
        offRoute: r.off_route,
        flag: r.flag,
      }));
    },

    /**
     * Sets a trip's stored flags by recorded time, in one statement: the fixes of a run that won
     * unflagged, the good fixes it overturned flagged `jump`.
     */
    async setFlags(tripId: string, flags: { good: readonly Date[]; jump: readonly Date[] }) {
      const times = [...flags.good, ...flags.jump];
      if (times.length === 0) return;
      const good = flags.good.map((at) => sql`${at.toISOString()}::timestamptz`);
      const flag =
        good.length === 0
          ? sql`'jump'`
          : sql`case when ${vehiclePosition.recordedAt} in (${sql.join(good, sql`, `)}) then null else 'jump' end`;
      await db
        .update(vehiclePosition)
        .set({ flag })
        .where(and(eq(vehiclePosition.tripId, tripId), inArray(vehiclePosition.recordedAt, times)));
    },

    /** Of these trips, those with a stored fix: one probe of the (trip, time) index each. */
    async withFixes(tripIds: readonly string[]): Promise<string[]> {
      if (tripIds.length === 0) return [];
      const ids = sql.join(
        tripIds.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      );
      const rows = await queryRows<{ trip_id: string }>(
        db,
        sql`select q.trip_id from (values ${ids}) as q(trip_id)
             where exists (select 1 from vehicle_position p where p.trip_id = q.trip_id)`,
      );
      return rows.map((r) => r.trip_id);
    },

    /** Deletes these trips' simulated fixes (a new simulation run drives them afresh). */
    async deleteSimulated(tripIds: readonly string[]): Promise<void> {
      if (tripIds.length === 0) return;
      await db
        .delete(vehiclePosition)
        .where(
          and(
            inArray(vehiclePosition.tripId, [...tripIds]),
            eq(vehiclePosition.source, 'simulator'),
          ),
        );
    },

    /** Trips with a fix since `since`: those a starting instance follows. */
    async tripsMovedSince(since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tripId: vehiclePosition.tripId })
        .from(vehiclePosition)
        .where(gte(vehiclePosition.recordedAt, since));
      return rows.map((r) => r.tripId);
    },

    /**
     * Deletes fixes recorded before `before` in batches of `batchSize` (oldest first, by the
     * recorded_at index), each batch its own short transaction that returns a count, never rows:
     * memory stays flat whatever the backlog (issue 23). Each batch takes a transaction-scoped
     * advisory lock, so one instance deletes at a time however many run: an instance that finds
     * it taken stops. It yields to the event loop between batches, so requests keep being
     * answered, and stops when `signal` aborts (the app closing). Answers how many it deleted, or
     * null when another instance held the lock from the start.
     */
    async deleteBefore(
      before: Date,
      { batchSize = RETENTION_BATCH, signal, onBatch }: RetentionOptions = {},
    ): Promise<number | null> {
      let total = 0;
      for (;;) {
        const deleted = await deleteBatch(before, batchSize);
        if (deleted === null) return total === 0 ? null : total;
        onBatch?.(deleted);
        total += deleted;
        if (deleted < batchSize || signal?.aborted) return total;
        await new Promise((resolve) => setImmediate(resolve));
        if (signal?.aborted) return total;
      }
    },
  };
}

export type PositionsRepo = ReturnType<typeof createPositionsRepo>;
