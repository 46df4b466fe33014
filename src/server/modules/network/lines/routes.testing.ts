/** Test helpers for network administration: a store over a test database, and an admin. */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog } from '#db/schema/system.ts';
import { route } from '#db/schema/network.ts';
import { trip, tripStop } from '#db/schema/timetable.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { auditOver } from '#server/core/audit.service.ts';
import { createNetworkStore } from './network.store.ts';

export const ADMIN: RequestUser = {
  id: 'network-admin',
  email: 'nina@example.com',
  name: 'Nina Network',
  role: 'admin',
};

export function testStore(db: Database) {
  return createNetworkStore(db, auditOver);
}

/** A store whose audit log always fails, to prove a change and its entry are one transaction. */
export function failingAuditStore(db: Database) {
  return createNetworkStore(db, (conn) => ({
    ...auditOver(conn),
    record: async () => {
      throw new Error('audit log unavailable');
    },
  }));
}

export async function auditOf(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action));
}

/** A trip of some route that calls at the stop, as the timetable would write it. */
export async function insertTripAt(db: Database, stopId: string, serviceDate = '2030-05-10') {
  const [line] = await db
    .insert(route)
    .values({ shortName: 'T1', longName: 'Trip test' })
    .returning();
  const [row] = await db
    .insert(trip)
    .values({ routeId: line!.id, serviceDate, ownTimes: true })
    .returning();
  const at = new Date(`${serviceDate}T08:00:00Z`);
  await db
    .insert(tripStop)
    .values({ tripId: row!.id, sequence: 1, stopId, arrival: at, departure: at });
  return row!;
}
