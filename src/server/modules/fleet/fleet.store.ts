/**
 * What a bus or seat-layout change touches, over one connection: buses, layouts, the timetable's
 * trips and schedules as the fleet reads them, and the audit log. Changes run in `write`: one
 * transaction for the precondition check, the change and its audit entry, so a check cannot pass
 * on rows that change before the save, nothing is half-saved and nothing goes unrecorded. Inside
 * `write`, read only through the scope: on PGlite another query would wait for the transaction.
 */
import type { Database } from '#db/client.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { createBusAssignmentsRepo, type BusAssignmentsRepo } from './buses/bus-assignments.repo.ts';
import { createBusesRepo, type BusesRepo } from './buses/buses.repo.ts';
import { createFleetTripsRepo, type FleetTripsRepo } from './fleet-trips.repo.ts';
import { createLayoutsRepo, type LayoutsRepo } from './layouts/layouts.repo.ts';

export interface FleetScope {
  buses: BusesRepo;
  layouts: LayoutsRepo;
  trips: FleetTripsRepo;
  assignments: BusAssignmentsRepo;
  audit: AuditService;
}

export interface FleetStore {
  /** For reads outside a transaction. */
  read: FleetScope;
  write<T>(work: (scope: FleetScope) => Promise<T>): Promise<T>;
}

/** `auditFor` gives the audit log over a connection, so its entry joins the change's transaction. */
export function createFleetStore(
  db: Database,
  auditFor: (db: Database) => AuditService,
): FleetStore {
  const scope = (conn: Database): FleetScope => ({
    buses: createBusesRepo(conn),
    layouts: createLayoutsRepo(conn),
    trips: createFleetTripsRepo(conn),
    assignments: createBusAssignmentsRepo(conn),
    audit: auditFor(conn),
  });
  return {
    read: scope(db),
    write: (work) => db.transaction((tx) => work(scope(tx))),
  };
}
