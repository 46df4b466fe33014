/** The gtfs_import table: where each import run starts and how it ended. */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { gtfsImport, type ImportStatus } from '#db/schema/gtfs.ts';

export function createImportJobsRepo(db: Database) {
  return {
    async insert(row: { fileName: string; actorId: string | null }) {
      const [created] = await db.insert(gtfsImport).values(row).returning();
      return created!;
    },

    async finish(id: string, status: ImportStatus, outcome: unknown) {
      await db
        .update(gtfsImport)
        .set({ status, outcome, finishedAt: new Date() })
        .where(eq(gtfsImport.id, id));
    },

    async find(id: string) {
      const [row] = await db.select().from(gtfsImport).where(eq(gtfsImport.id, id));
      return row;
    },
  };
}
export type ImportJobsRepo = ReturnType<typeof createImportJobsRepo>;
