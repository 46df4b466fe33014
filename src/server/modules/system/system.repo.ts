import { desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { mailOutbox } from '#db/schema/system.ts';

export function createSystemRepo(db: Database) {
  return {
    /** Newest first; optionally only the mail sent to one address. */
    async listOutbox({ to, limit }: { to?: string | undefined; limit: number }) {
      return db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
export type SystemRepo = ReturnType<typeof createSystemRepo>;
