/**
 * Test helpers for the timetable: a network of one line built by the test (factories.testing.ts),
 * the demo network for the tests of the seed itself, conductor accounts, and seats on trips.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DatabaseKind } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { seatReservation, type ReservationStatus } from '#db/schema/booking.ts';
import { trip, tripTime } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { aRoute } from '#server/testing/factories.testing.ts';
import { createTestApp } from '#server/testing/app.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { suggestOffsets, type ScheduleInput } from '#shared/timetable/timetable.ts';

export const ADMIN: RequestUser = {
  id: 'admin-timetable',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
};
export const ZONE = 'Europe/Berlin';

/** The service date `days` after today in the operator's zone (the tests' default). */
export function dayFromToday(days: number): string {
  return addDays(localDate(new Date(), ZONE), days);
}

/** The demo network (13 stops, 8 routes, 10 buses), for the tests of the demo seed itself. */
export async function seedNetwork(db: Database, now?: Date): Promise<void> {
  await seedDemoData(db, { timezone: ZONE, ...(now ? { now } : {}) });
}

export async function insertConductor(
  db: Database,
  name = 'Cora Conductor',
  role: 'conductor' | 'passenger' = 'conductor',
): Promise<string> {
  const id = `user-${randomUUID()}`;
  await db.insert(user).values({ id, name, email: `${id}@example.com`, role, emailVerified: true });
  return id;
}

/** A schedule body for a route: every day, 05:30, offsets suggested from its distances. */
export function scheduleBody(
  r: { id: string; stops: { stopId: string; distanceM: number }[] },
  over: Partial<ScheduleInput> = {},
): ScheduleInput {
  return {
    routeId: r.id,
    departureTime: '05:30',
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    stopOffsets: suggestOffsets(r.stops),
    validFrom: dayFromToday(0),
    validTo: null,
    busId: null,
    conductorUserId: null,
    headsign: 'Stuttgart',
    serviceCalendarId: null,
    active: true,
    ...over,
  };
}

export async function reserveSeat(
  db: Database,
  tripId: string,
  status: ReservationStatus = 'confirmed',
  seat = '1A',
) {
  await db
    .insert(seatReservation)
    .values({ tripId, seat, stops: { from: 1, to: 2 }, status, userId: 'passenger-test' });
}

/** The field paths of a 400 answer's `details.fields`. */
export function fieldsOf(res: { json(): { error: { details: { fields: { field: string }[] } } } }) {
  return res.json().error.details.fields.map((f) => f.field);
}

/** The line the timetable tests run on: 4 stops, 30, 80 and 90 km apart. */
export function aLine(db: Database) {
  return aRoute(db, {
    shortName: 'X10',
    longName: 'München ZOB → Stuttgart Hbf',
    stops: ['München ZOB', 'Augsburg Hbf', 'Ulm ZOB', 'Stuttgart Hbf'],
    distancesM: [0, 30_000, 110_000, 200_000],
  });
}

/** An app on a network of one line (aLine), acting as an admin, with a conductor and helpers. */
export async function openTimetableApp(kind: DatabaseKind) {
  const t = await createTestApp({ database: await openTestDatabase(kind), signedInAs: ADMIN });
  const db = t.database.db;
  return {
    t,
    db,
    x10: await aLine(db),
    conductorId: await insertConductor(db),
    send: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}) }),
    tripsOf: (scheduleId: string) =>
      db.select().from(trip).where(eq(trip.scheduleId, scheduleId)).orderBy(asc(trip.serviceDate)),
    firstDeparture: async (tripId: string) => {
      const where = and(eq(tripTime.tripId, tripId), eq(tripTime.sequence, 1));
      return (await db.select().from(tripTime).where(where))[0]!.departure;
    },
    audits: (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action)),
  };
}
export type TimetableApp = Awaited<ReturnType<typeof openTimetableApp>>;
