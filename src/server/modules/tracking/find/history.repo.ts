/**
 * A trip's stored fixes, for a replay: tracking's own table, read in time order. Its cost is
 * bounded whatever the trip's volume (issue 23): at most MAX_HISTORY_FIXES + 1 rows read in
 * order, and past that one index probe per time bucket on (trip_id, recorded_at) — never a count
 * or a numbering of every fix.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { MAX_HISTORY_FIXES, type HistoryFix, type TripHistory } from '#shared/tracking/find.ts';

const columns = {
  lat: vehiclePosition.lat,
  lng: vehiclePosition.lng,
  bearing: vehiclePosition.bearing,
  recordedAt: vehiclePosition.recordedAt,
};

interface Row {
  lat: number;
  lng: number;
  bearing: number | null;
  recordedAt: Date | string;
}

const fixOf = (row: Row): HistoryFix => ({
  lat: row.lat,
  lng: row.lng,
  bearing: row.bearing,
  recordedAt: new Date(row.recordedAt).toISOString(),
});

export function createHistoryRepo(db: Database) {
  /** The first fix that moved the bus in each of `buckets` equal stretches of [first, last]. */
  async function bucketed(tripId: string, first: Date, last: Date, buckets: number) {
    const widthMs = (last.getTime() - first.getTime()) / buckets;
    return queryRows<Row>(
      db,
      sql`select f.lat, f.lng, f.bearing, f.recorded_at as "recordedAt"
          from generate_series(0, ${buckets - 1}::int) i
          cross join lateral (
            select lat, lng, bearing, recorded_at from vehicle_position
            where trip_id = ${tripId}::uuid and flag is null
              and recorded_at >= ${first.toISOString()}::timestamptz
                + (i * ${widthMs}::float8) * interval '1 millisecond'
              and recorded_at < ${first.toISOString()}::timestamptz
                + ((i + 1) * ${widthMs}::float8) * interval '1 millisecond'
            order by recorded_at limit 1
          ) f
          order by f.recorded_at`,
    );
  }

  return {
    /**
     * The trip's fixes that moved the bus (jumps left out), in time order; past
     * MAX_HISTORY_FIXES, the first of each equal stretch of time and the last fix, so a replay
     * covers the whole trip evenly in time, however many fixes a burst stored.
     */
    async fixes(tripId: string): Promise<Omit<TripHistory, 'tripId'>> {
      const moved = and(eq(vehiclePosition.tripId, tripId), isNull(vehiclePosition.flag));
      const head = await db
        .select(columns)
        .from(vehiclePosition)
        .where(moved)
        .orderBy(asc(vehiclePosition.recordedAt))
        .limit(MAX_HISTORY_FIXES + 1);
      if (head.length <= MAX_HISTORY_FIXES) return { fixes: head.map(fixOf), thinned: false };
      const [last] = await db
        .select(columns)
        .from(vehiclePosition)
        .where(moved)
        .orderBy(desc(vehiclePosition.recordedAt))
        .limit(1);
      const rows = await bucketed(
        tripId,
        head[0]!.recordedAt,
        last!.recordedAt,
        MAX_HISTORY_FIXES - 1,
      );
      const fixes = rows.map(fixOf);
      const end = fixOf(last!);
      if (fixes.at(-1)?.recordedAt !== end.recordedAt) fixes.push(end);
      return { fixes, thinned: true };
    },
  };
}
export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
