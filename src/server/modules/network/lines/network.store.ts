/**
 * The network administration's repositories and audit log over one connection. Changes run in
 * `write`: one transaction for every row they touch and the audit entry, so nothing is half-saved
 * and no change goes unrecorded.
 */
import type { Database } from '#db/client.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { createFaresRepo, type FaresRepo } from './fares/fares.repo.ts';
import { createRoutesRepo, type RoutesRepo } from './routes/routes.repo.ts';
import { createStopsRepo, type StopsRepo } from './stops/stops.repo.ts';

export interface NetworkScope {
  stops: StopsRepo;
  routes: RoutesRepo;
  fares: FaresRepo;
  audit: AuditService;
}

export interface NetworkStore {
  /** For reads outside a transaction. */
  read: NetworkScope;
  write<T>(work: (scope: NetworkScope) => Promise<T>): Promise<T>;
}

/** `auditFor` gives the audit log over a connection, so its entry joins the change's transaction. */
export function createNetworkStore(
  db: Database,
  auditFor: (db: Database) => AuditService,
): NetworkStore {
  const scope = (conn: Database): NetworkScope => ({
    stops: createStopsRepo(conn),
    routes: createRoutesRepo(conn),
    fares: createFaresRepo(conn),
    audit: auditFor(conn),
  });
  return {
    read: scope(db),
    write: (work) => db.transaction((tx) => work(scope(tx))),
  };
}
