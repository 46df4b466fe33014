/**
 * The gtfs_import table: where each import run starts and how it ended. At most one row is
 * running (a unique index), which refuses a second import on any instance; on PostgreSQL the
 * instance running an import also holds a lease (an advisory lock on a connection of its own), so
 * another can tell a live run from one whose process died.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { gtfsImport, type ImportStatus } from '#db/schema/gtfs.ts';
import { isEmbedded } from '../gtfs.repo.ts';

const LEASE = sql`hashtext('busway:gtfs-import-job')`;

/** Held while an import runs; release() once its outcome is recorded. */
export interface ImportLease {
  /** Held against every other instance (PostgreSQL); on PGlite one process owns the database. */
  exclusive: boolean;
  release(): Promise<void>;
}

export function createImportJobsRepo(db: Database) {
  return {
    async insert(row: { fileName: string; actorId: string | null; uploadPath?: string }) {
      const [created] = await db.insert(gtfsImport).values(row).returning();
      return created!;
    },

    async finish(id: string, status: ImportStatus, outcome: unknown) {
      await db
        .update(gtfsImport)
        .set({ status, outcome, finishedAt: new Date(), uploadPath: null })
        .where(eq(gtfsImport.id, id));
    },

    async find(id: string) {
      const [row] = await db.select().from(gtfsImport).where(eq(gtfsImport.id, id));
      return row;
    },

    async running() {
      const [row] = await db.select().from(gtfsImport).where(eq(gtfsImport.status, 'running'));
      return row;
    },

    /** Closes every running row with the status and outcome `close` gives it. */
    async closeRunning(
      close: (row: typeof gtfsImport.$inferSelect) => { status: ImportStatus; outcome: unknown },
    ) {
      const rows = await db.select().from(gtfsImport).where(eq(gtfsImport.status, 'running'));
      for (const row of rows) {
        await db
          .update(gtfsImport)
          .set({ ...close(row), finishedAt: new Date(), uploadPath: null })
          .where(eq(gtfsImport.id, row.id));
      }
      return rows;
    },

    /**
     * The lease of the one import that may run, or undefined when another instance holds it. On
     * PGlite, one process owns the database: the unique index is enough, and a held transaction
     * would stop every other query.
     */
    async tryLease(): Promise<ImportLease | undefined> {
      if (isEmbedded(db)) return { exclusive: false, release: async () => undefined };
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let answer = (_held: boolean) => undefined as void;
      const held = new Promise<boolean>((resolve) => (answer = resolve));
      const holding = db.transaction(async (tx) => {
        // node-postgres and PGlite both answer { rows }.
        const { rows } = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LEASE}) as held`,
        )) as unknown as { rows: { held: boolean }[] };
        answer(rows[0]!.held);
        if (rows[0]!.held) await released;
      });
      holding.catch(() => answer(false));
      if (!(await held)) return undefined;
      return {
        exclusive: true,
        release: async () => {
          release();
          await holding.catch(() => undefined);
        },
      };
    },
  };
}
export type ImportJobsRepo = ReturnType<typeof createImportJobsRepo>;

/** A unique violation: here, a second running row. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
