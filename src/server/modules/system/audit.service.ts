/** The audit log: who changed what, and the state before and after. Every admin action records one. */
import type { AuditEntry, SystemRepo } from './system.repo.ts';

export function createAuditService(repo: SystemRepo) {
  return {
    record: (entry: AuditEntry) => repo.insertAudit(entry),
    latest: (limit = 20) => repo.listAudit(limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
