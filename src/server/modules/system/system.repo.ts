import { desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog, mailOutbox } from '#db/schema/system.ts';

export function createSystemRepo(db: Database) {
  return {
    async insertAudit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
    async listAudit(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
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

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}
