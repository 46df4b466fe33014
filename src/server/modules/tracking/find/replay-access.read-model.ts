/**
 * Who may replay a trip's GPS trail: a read model (decision 010) of other domains' tables,
 * read-only, one query a replay.
 *
 * Tables read (owner: why):
 * - trip (timetable): whether the trip exists, and its conductor;
 * - booking (booking): whether the viewer has a confirmed booking on it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';

export interface ReplayAccessRow {
  conductor_user_id: string | null;
  booked: boolean;
}

export function createReplayAccessReadModel(db: Database) {
  return {
    /** The trip's conductor and whether `userId` holds a confirmed booking on it; undefined: no trip. */
    async of(tripId: string, userId: string): Promise<ReplayAccessRow | undefined> {
      const [row] = await queryRows<ReplayAccessRow>(
        db,
        sql`select t.conductor_user_id, exists (
              select 1 from booking bk
              where bk.trip_id = t.id and bk.user_id = ${userId} and bk.status = 'confirmed'
            ) as booked
            from trip t where t.id = ${tripId}::uuid`,
      );
      return row;
    },
  };
}
export type ReplayAccessReadModel = ReturnType<typeof createReplayAccessReadModel>;
