/** The audit log: who changed what, and the state before and after. Every admin action records one. */
import type { Database } from '#db/client.ts';
import { createSystemRepo, type AuditEntry, type SystemRepo } from '../modules/system/system.repo.ts';

export function createAuditService(repo: SystemRepo) {
  return {
    record: (entry: AuditEntry) => repo.insertAudit(entry),
    latest: (limit = 20) => repo.listAudit(limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log over a connection, so an entry joins the transaction of its change. */
export const auditOver = (db: Database): AuditService => createAuditService(createSystemRepo(db));
