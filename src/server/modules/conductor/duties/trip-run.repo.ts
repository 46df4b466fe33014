/**
 * The run of a trip (decision 024): when and by whom it was started and ended, the trip's run
 * columns, which the conductor module alone writes (timetable owns the rest of the row). Its
 * status follows — en-route once started, completed once ended — which tracking and /track
 * already read. Each write is one statement, so two starts at once keep the first.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { trip } from '#db/schema/timetable.ts';

const run = {
  tripId: trip.id,
  status: trip.status,
  startedAt: trip.startedAt,
  startedBy: trip.startedBy,
  endedAt: trip.endedAt,
  endedBy: trip.endedBy,
};
export type TripRunRow = { tripId: string } & Pick<
  typeof trip.$inferSelect,
  'status' | 'startedAt' | 'startedBy' | 'endedAt' | 'endedBy'
>;

export function createTripRunRepo(db: Database) {
  return {
    async read(tripId: string): Promise<TripRunRow | undefined> {
      const [row] = await db.select(run).from(trip).where(eq(trip.id, tripId));
      return row;
    },

    /** Starts a trip not cancelled and not ended; undefined when it was started already. */
    async start(tripId: string, at: Date, by: string): Promise<TripRunRow | undefined> {
      const [row] = await db
        .update(trip)
        .set({
          startedAt: at,
          startedBy: by,
          status: sql`case when ${trip.status} in ('scheduled', 'boarding') then 'en-route' else ${trip.status} end`,
        })
        .where(and(eq(trip.id, tripId), ne(trip.status, 'cancelled'), isNull(trip.startedAt)))
        .returning(run);
      return row;
    },

    /** Ends a started trip; undefined when it was ended already. */
    async end(tripId: string, at: Date, by: string): Promise<TripRunRow | undefined> {
      const [row] = await db
        .update(trip)
        .set({ endedAt: at, endedBy: by, status: 'completed' })
        .where(
          and(
            eq(trip.id, tripId),
            ne(trip.status, 'cancelled'),
            sql`${trip.startedAt} is not null`,
            isNull(trip.endedAt),
          ),
        )
        .returning(run);
      return row;
    },
  };
}
export type TripRunRepo = ReturnType<typeof createTripRunRepo>;
