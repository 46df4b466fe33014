/**
 * Where a rider boards a trip: a read model (decision 010) of other domains' tables, read-only,
 * one query, so the trip page marks the signed-in rider's own stop.
 *
 * Tables read (owner: why):
 * - booking (booking): the viewer's confirmed booking on the trip and its first stop;
 * - trip_time (timetable), stop (network): that call's stop, name and departure.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { TrackStop } from '#shared/tracking/find.ts';

interface BoardingRow {
  stop_id: string;
  sequence: number;
  name: string;
  departure: string | Date | null;
}

export function createBoardingReadModel(db: Database) {
  return {
    /**
     * The boarding stop of `userId`'s confirmed booking on the trip (the earliest, if they hold
     * several); undefined without one.
     */
    async of(tripId: string, userId: string): Promise<TrackStop | undefined> {
      const [row] = await queryRows<BoardingRow>(
        db,
        sql`select s.id::text as stop_id, tt.sequence, s.name, tt.departure
            from booking bk
            join trip_time tt on tt.trip_id = bk.trip_id and tt.sequence = bk.from_seq
            join stop s on s.id = tt.stop_id
            where bk.trip_id = ${tripId}::uuid and bk.user_id = ${userId}
              and bk.status = 'confirmed'
            order by tt.sequence
            limit 1`,
      );
      if (!row) return undefined;
      const departure = row.departure === null ? null : new Date(row.departure).toISOString();
      return { stopId: row.stop_id, sequence: row.sequence, name: row.name, departure };
    },
  };
}
export type BoardingReadModel = ReturnType<typeof createBoardingReadModel>;
