/**
 * The audit log: who changed what, and the state before and after. Every admin action records
 * one, in every module, so it lives here in core rather than in any one module.
 */
import type { Database } from '#db/client.ts';
import { createAuditRepo, type AuditEntry, type AuditRepo } from './audit.repo.ts';

export function createAuditService(repo: AuditRepo) {
  return {
    record: (entry: AuditEntry) => repo.insertAudit(entry),
    latest: (limit = 20) => repo.listAudit(limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log over a connection, so an entry joins the transaction of its change. */
export const auditOver = (db: Database): AuditService => createAuditService(createAuditRepo(db));
