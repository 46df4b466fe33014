/**
 * All SQL of the simulation's lease (decision 022): the one `simulation_lease` row saying which run
 * should go on and which instance drives it until when. As the GTFS-Realtime poller's
 * `next_poll_at`, it is a lease column claimed by one conditional UPDATE: of many instances asking
 * at once, the row lock lets one through and the others find it held.
 */
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { simulationLease, type LeasedRun } from '#db/schema/simulation.ts';

export type { LeasedRun } from '#db/schema/simulation.ts';
export type LeaseRow = typeof simulationLease.$inferSelect;

const KEY = 'fleet';
const none = { holder: null, expiresAt: null, startedAt: null };

export function createSimulationLeaseRepo(db: Database) {
  const theRow = eq(simulationLease.key, KEY);
  const heldBy = (holder: string) => and(theRow, eq(simulationLease.holder, holder));

  return {
    async get(): Promise<LeaseRow | undefined> {
      const [row] = await db.select().from(simulationLease).where(theRow);
      return row;
    },

    /** The demo asks for its run once per database: a row already there (an admin's) wins. */
    async offer(run: LeasedRun): Promise<boolean> {
      const rows = await db
        .insert(simulationLease)
        .values({ key: KEY, run })
        .onConflictDoNothing()
        .returning({ key: simulationLease.key });
      return rows.length > 0;
    },

    /** An admin's start: this run, driven by `holder` from `now`, whoever held the row. */
    async take(run: LeasedRun, holder: string, now: Date, until: Date): Promise<void> {
      const values = { run, holder, expiresAt: until, startedAt: now };
      await db
        .insert(simulationLease)
        .values({ key: KEY, ...values })
        .onConflictDoUpdate({ target: simulationLease.key, set: values });
    },

    /** An admin's stop: nothing runs, on any instance, until an admin starts it again. */
    async clear(): Promise<void> {
      await db
        .insert(simulationLease)
        .values({ key: KEY, run: null })
        .onConflictDoUpdate({ target: simulationLease.key, set: { run: null, ...none } });
    },

    /** The holder keeps its run until `until`; false once the row is another's or stopped. */
    async renew(holder: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(simulationLease)
        .set({ expiresAt: until })
        .where(and(heldBy(holder), isNotNull(simulationLease.run)))
        .returning({ key: simulationLease.key });
      return rows.length > 0;
    },

    /** Takes over the run asked for when nobody holds it or its holder let it expire. */
    async claim(holder: string, now: Date, until: Date): Promise<LeasedRun | undefined> {
      const [row] = await db
        .update(simulationLease)
        .set({ holder, expiresAt: until, startedAt: now })
        .where(
          and(
            theRow,
            isNotNull(simulationLease.run),
            or(isNull(simulationLease.holder), lte(simulationLease.expiresAt, now)),
          ),
        )
        .returning({ run: simulationLease.run });
      return row?.run ?? undefined;
    },

    /** The holder closing: the run stays asked for, and the next instance to ask takes it over. */
    async release(holder: string): Promise<void> {
      await db.update(simulationLease).set(none).where(heldBy(holder));
    },

    /** The holder found the run cannot go on (its chosen trips no longer run): nothing runs. */
    async end(holder: string): Promise<void> {
      await db
        .update(simulationLease)
        .set({ run: null, ...none })
        .where(heldBy(holder));
    },
  };
}
export type SimulationLeaseRepo = ReturnType<typeof createSimulationLeaseRepo>;
