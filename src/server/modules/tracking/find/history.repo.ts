/** A trip's stored fixes, for a replay: tracking's own table, read in time order. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { trip } from '#db/schema/timetable.ts';
import { MAX_HISTORY_FIXES, type TripHistory } from '#shared/tracking/find.ts';

export function createHistoryRepo(db: Database) {
  return {
    /** Whether the trip exists. */
    async tripExists(tripId: string): Promise<boolean> {
      const [row] = await db.select({ id: trip.id }).from(trip).where(eq(trip.id, tripId));
      return row !== undefined;
    },

    /**
     * The trip's fixes that moved the bus (jumps left out), in time order; past
     * MAX_HISTORY_FIXES, every n-th of them and the last, so a replay covers the whole trip.
     */
    async fixes(tripId: string): Promise<Omit<TripHistory, 'tripId'>> {
      const moved = and(eq(vehiclePosition.tripId, tripId), isNull(vehiclePosition.flag));
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(vehiclePosition)
        .where(moved);
      const step = Math.max(1, Math.ceil(count / MAX_HISTORY_FIXES));
      const numbered = db
        .select({
          lat: vehiclePosition.lat,
          lng: vehiclePosition.lng,
          bearing: vehiclePosition.bearing,
          recordedAt: vehiclePosition.recordedAt,
          n: sql<number>`row_number() over (order by ${vehiclePosition.recordedAt}) - 1`.as('n'),
        })
        .from(vehiclePosition)
        .where(moved)
        .as('numbered');
      const rows = await db
        .select({
          lat: numbered.lat,
          lng: numbered.lng,
          bearing: numbered.bearing,
          recordedAt: numbered.recordedAt,
        })
        .from(numbered)
        .where(sql`${numbered.n} % ${step} = 0 or ${numbered.n} = ${count - 1}`)
        .orderBy(asc(numbered.recordedAt));
      return {
        fixes: rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })),
        thinned: step > 1,
      };
    },
  };
}
export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
