/** The mail outbox's table, as the outbox transport writes it: a mail kept instead of sent. */
import type { Database } from '#db/client.ts';
import { mailOutbox } from '#db/schema/system.ts';

export type OutboxRow = typeof mailOutbox.$inferInsert;

export function createOutboxRepo(db: Database) {
  return {
    async insert(row: OutboxRow): Promise<void> {
      await db.insert(mailOutbox).values(row);
    },
  };
}
