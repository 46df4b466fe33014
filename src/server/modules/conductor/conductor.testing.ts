/**
 * Conductor test kit: the demo network with paid bookings on tomorrow's first MUC → AGB trip,
 * whose conductor is CONDUCTOR, and a second app on the same database whose clock is noon of
 * that day, so the trip is "today" at the door whatever time the tests run. Both apps sign and
 * verify tickets with one key.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseKind } from '#db/client.ts';
import type { TicketView } from '#shared/booking/booking.ts';
import { zonedDateTime } from '#shared/core/zoned-time.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { openBookingApp, ZONE, type BookingApp } from '../booking/booking.testing.ts';

export { ZONE };
export const CONDUCTOR: RequestUser = {
  id: 'conductor-1',
  email: 'cody@example.com',
  name: 'Cody',
  role: 'conductor',
};
export const OTHER_CONDUCTOR: RequestUser = {
  id: 'conductor-2',
  email: 'cleo@example.com',
  name: 'Cleo',
  role: 'conductor',
};
export const ADMIN: RequestUser = {
  id: 'admin-1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'admin',
};

export interface PaidBooking {
  id: string;
  reference: string;
  tickets: TicketView[];
}

export interface DoorApp {
  a: BookingApp;
  door: TestApp;
  tripId: string;
  /** The door's clock: noon of the trip's day in the operator's zone. */
  now: Date;
  /** A request to the door app as `user`. */
  as(user: RequestUser, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Books and pays seats for `names` on the trip. */
  book(names: string[]): Promise<PaidBooking>;
  close(): Promise<void>;
}

export async function openDoorApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<DoorApp> {
  const key = generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  const a = await openBookingApp(kind, undefined, { TICKET_SIGNING_KEY: key });
  const trip = await a.firstTrip('MUC', 'AGB');
  await a.t.database.db.execute(
    sql`update trip set conductor_user_id = ${CONDUCTOR.id} where id = ${trip.tripId}`,
  );
  const now = zonedDateTime(a.tomorrow, 12 * 60, ZONE);
  const door = await createTestApp({
    database: a.t.database,
    env: { OPERATOR_TIMEZONE: ZONE, TICKET_SIGNING_KEY: key, ...env },
    now: () => now,
  });
  let booked = 0;
  return {
    a,
    door,
    tripId: trip.tripId,
    now,
    as(user, options) {
      door.app.resolveUser = async () => user;
      return door.app.inject(options);
    },
    async book(names) {
      const { map } = await a.firstTrip('MUC', 'AGB');
      const free = map.seats.filter((s) => s.state === 'available').slice(0, names.length);
      const hold = await a.hold(
        trip.tripId,
        trip.from,
        trip.to,
        free.map((s) => s.label),
      );
      const booking = await a.book(hold, (_seat, i) => ({ name: names[i] }));
      const paid = await a.pay(booking.id, `door-${booked++}-${booking.id}`);
      if (paid.status !== 'confirmed') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
      const res = await a.app.inject({ url: `/api/bookings/${booking.id}/tickets` });
      return { id: booking.id, reference: booking.reference, tickets: res.json().tickets };
    },
    async close() {
      await door.app.close();
      await a.t.close();
    },
  };
}
