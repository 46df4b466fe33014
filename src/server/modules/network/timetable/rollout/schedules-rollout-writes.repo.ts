/** The roll-out's writes: batched inserts of trips and stops, re-planned trips, removed trips. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { trip, tripStop } from '#db/schema/network.ts';
import type { RollOut, TripRow, TripStopRow } from '#db/seed/trip-rows.ts';

/** Rows per INSERT: quick, and far below PostgreSQL's 65,535 parameters (trip_stop has 5 columns). */
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function createRolloutWrites(db: Database) {
  async function insertStops(rows: TripStopRow[]) {
    for (const part of chunks(rows)) await db.insert(tripStop).values(part);
  }

  return {
    /** Inserts trips and their stops; a trip someone else rolled out meanwhile is skipped. */
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

    /** Replaces an unsold trip's assignment and stop times with a new plan. */
    async rewrite({
      trip: row,
      tripStops,
    }: {
      trip: TripRow;
      tripStops: TripStopRow[];
    }): Promise<void> {
      const { routeId, busId, conductorUserId, headsign } = row;
      await db
        .update(trip)
        .set({ routeId, busId, conductorUserId, headsign })
        .where(eq(trip.id, row.id!));
      await db.delete(tripStop).where(eq(tripStop.tripId, row.id!));
      await insertStops(tripStops);
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
