/**
 * The fix history (vehicle_position): written in one statement per request, so a batch is stored
 * whole or not at all, and once per trip and recorded time, so a retried batch stores nothing
 * twice; read back to rebuild a trip's state and to replay it; thinned after 30 days.
 */
import { asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
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

export type StoredFix = Omit<FixRow, 'busId' | 'accuracy' | 'source'>;

const stored = {
  tripId: vehiclePosition.tripId,
  lat: vehiclePosition.lat,
  lng: vehiclePosition.lng,
  bearing: vehiclePosition.bearing,
  speed: vehiclePosition.speed,
  recordedAt: vehiclePosition.recordedAt,
  alongM: vehiclePosition.alongM,
  offRoute: vehiclePosition.offRoute,
  flag: vehiclePosition.flag,
};

export function createPositionsRepo(db: Database) {
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

    /** Trips with a fix since `since`: those a starting instance follows. */
    async tripsMovedSince(since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tripId: vehiclePosition.tripId })
        .from(vehiclePosition)
        .where(gte(vehiclePosition.recordedAt, since));
      return rows.map((r) => r.tripId);
    },

    /**
     * Deletes fixes recorded before `before`, under a transaction-scoped advisory lock so that one
     * instance does it however many run (the others find the lock taken and skip). Answers how
     * many it deleted, or null when another instance held the lock.
     */
    async deleteBefore(before: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('busway:position-retention')) as got`,
        )) as unknown as { rows: { got: boolean }[] };
        if (!lock.rows[0]?.got) return null;
        const deleted = await tx
          .delete(vehiclePosition)
          .where(lt(vehiclePosition.recordedAt, before))
          .returning({ id: vehiclePosition.id });
        return deleted.length;
      });
    },
  };
}

export type PositionsRepo = ReturnType<typeof createPositionsRepo>;
