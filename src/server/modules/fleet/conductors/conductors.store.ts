/**
 * What a conductor change touches, over one connection: the profile, the account, the timetable
 * duties, today's trips (for the before/after view) and the audit log. Changes run in `write`, one
 * transaction for every row and the audit entries, so nothing is half-saved and nothing goes
 * unrecorded. Inside `write`, read only through the scope: on PGlite another query would wait for
 * the transaction to end.
 */
import type { Database } from '#db/client.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import {
  createConductorDutiesRepo,
  type ConductorDutiesRepo,
} from './status/conductors-duties.repo.ts';
import { createConductorsRepo, type ConductorsRepo } from './conductors.repo.ts';
import { createFleetTripsRepo, type FleetTripsRepo } from '../fleet-trips.repo.ts';

export interface ConductorsScope {
  /** The connection of this scope: the change's transaction inside `write`. */
  tx: Database;
  profiles: ConductorsRepo;
  /** The accounts module's service; its account changes take `{ tx }` to join the change (decision 007). */
  accounts: AccountsService;
  duties: ConductorDutiesRepo;
  trips: FleetTripsRepo;
  audit: AuditService;
}

export interface ConductorsStore {
  /** For reads outside a transaction. */
  read: ConductorsScope;
  write<T>(work: (scope: ConductorsScope) => Promise<T>): Promise<T>;
}

/** `auditFor` gives the audit log over a connection, so its entry joins the change's transaction. */
export function createConductorsStore(
  db: Database,
  auditFor: (db: Database) => AuditService,
  accounts: AccountsService,
): ConductorsStore {
  const scope = (conn: Database): ConductorsScope => ({
    tx: conn,
    profiles: createConductorsRepo(conn),
    accounts,
    duties: createConductorDutiesRepo(conn),
    trips: createFleetTripsRepo(conn),
    audit: auditFor(conn),
  });
  return {
    read: scope(db),
    write: (work) => db.transaction((tx) => work(scope(tx))),
  };
}
