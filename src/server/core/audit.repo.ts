/** The audit log's table: an entry written with its change, and the latest entries. */
import { desc } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog } from '#db/schema/system.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

export function createAuditRepo(db: Database) {
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
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
