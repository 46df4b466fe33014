/** One fare per route: per kilometre, or a table of prices between stop sequences. */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';

export type FareRow = typeof fare.$inferSelect;
export type FareValues = Pick<FareRow, 'kind' | 'baseMinor' | 'perKmMinor' | 'currency' | 'table'>;

export function createFaresRepo(db: Database) {
  return {
    async find(routeId: string): Promise<FareRow | undefined> {
      const [row] = await db.select().from(fare).where(eq(fare.routeId, routeId));
      return row;
    },

    /** Sets the route's fare; a fare entered here is no longer the GTFS one. */
    async upsert(routeId: string, values: FareValues): Promise<FareRow> {
      const [row] = await db
        .insert(fare)
        .values({ routeId, ...values, gtfsId: null })
        .onConflictDoUpdate({ target: fare.routeId, set: { ...values, gtfsId: null } })
        .returning();
      return row!;
    },

    async setTable(routeId: string, table: FareRow['table']): Promise<void> {
      await db.update(fare).set({ table }).where(eq(fare.routeId, routeId));
    },

    async remove(routeId: string): Promise<void> {
      await db.delete(fare).where(eq(fare.routeId, routeId));
    },
  };
}
export type FaresRepo = ReturnType<typeof createFaresRepo>;
