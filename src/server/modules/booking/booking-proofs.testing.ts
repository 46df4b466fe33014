/**
 * Helpers for the booking proofs (property, contention and crash tests): an app on the seeded demo
 * network where each request names its passenger in the `x-passenger` header, the booking services
 * of a second instance on the same database (to expire holds and reconcile payments by hand, as
 * the jobs of another process would), and the invariants checked by SQL.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database, DatabaseKind } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { openTestDatabase } from '#db/testing.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { registerTickets } from '#server/modules/tickets/tickets.module.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/testing.ts';
import { registerBooking } from './booking.module.ts';
import { ZONE } from './booking.testing.ts';

export type BookingServices = Awaited<ReturnType<typeof registerBooking>>;

export const CARDS = {
  good: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  confirm: '4000 0000 0000 3220',
} as const;

export const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Test P' });

export function passenger(n: number): RequestUser {
  return {
    id: `proof-passenger-${n}`,
    email: `p${n}@example.com`,
    name: `Passenger ${n}`,
    role: 'passenger',
  };
}

export interface ProofApp {
  t: TestApp;
  app: FastifyInstance;
  db: Database;
  services: BookingServices;
  /** Bookable trips from `from` to `to` (demo stop codes), tomorrow and the day after. */
  trips(from: string, to: string): Promise<ProofTrip[]>;
  /** A request as passenger `n` (see passenger()). */
  as(
    n: number,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export interface ProofTrip {
  tripId: string;
  /** The stop ids the trip calls at, in order. */
  stops: string[];
  /** Seat labels of the bus, available ones first. */
  seats: string[];
}

/**
 * The app, with the booking module registered a second time under /proof-instance so the test
 * holds its services (jobs off; the test runs expiry and reconciliation when it chooses).
 */
export async function openProofApp(kind: DatabaseKind): Promise<ProofApp> {
  const database = await openTestDatabase(kind);
  await seedDemoData(database.db, { timezone: ZONE });
  const dataDir = await mkdtemp(join(tmpdir(), 'busway-proofs-'));
  let services: BookingServices | undefined;
  const t = await createTestApp({
    database,
    env: { OPERATOR_TIMEZONE: ZONE },
    register: (app) => {
      void app.register(
        async (instance) => {
          const operator = operatorServiceFor(database.db, ZONE);
          const tickets = await registerTickets(instance, {
            dataDir,
            appName: 'Busway',
            baseUrl: 'http://localhost',
            operator,
          });
          services = await registerBooking(instance, {
            db: database.db,
            changes: database.changes,
            hub: app.deps.hub,
            mailer: app.deps.mailer,
            operator,
            tickets,
            tripCancelled: () => undefined,
            jobs: false,
          });
        },
        { prefix: '/proof-instance' },
      );
    },
  });
  const { app } = t;
  app.resolveUser = async (request) => {
    const n = Number(request.headers['x-passenger']);
    return Number.isInteger(n) ? passenger(n) : null;
  };
  const stopId = async (code: string) =>
    (
      await queryRows<{ id: string }>(database.db, sql`select id from stop where code = ${code}`)
    )[0]!.id;
  const tomorrow = addDays(localDate(new Date(), ZONE), 1);
  return {
    t,
    app,
    db: database.db,
    services: services!,
    as: (n, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { 'x-passenger': String(n) },
        ...(payload ? { payload } : {}),
      }),
    async trips(fromCode, toCode) {
      const [from, to] = [await stopId(fromCode), await stopId(toCode)];
      const found: ProofTrip[] = [];
      for (const date of [tomorrow, addDays(tomorrow, 1)]) {
        const result = await app.inject({ url: `/api/trips?from=${from}&to=${to}&date=${date}` });
        if (result.statusCode !== 200)
          throw new Error(`search: ${result.statusCode} ${result.body}`);
        for (const trip of result.json().trips as {
          tripId: string;
          notBookable: string | null;
        }[]) {
          if (trip.notBookable !== null) continue;
          const map = (
            await app.inject({ url: `/api/trips/${trip.tripId}/seats?from=${from}&to=${to}` })
          ).json() as { seats: { label: string; state: string }[] };
          const stops = await queryRows<{ stop_id: string }>(
            database.db,
            sql`select rs.stop_id from trip t join route_stop rs on rs.route_id = t.route_id
              where t.id = ${trip.tripId} order by rs.sequence`,
          );
          const seats = [...map.seats]
            .sort((a, b) => Number(b.state === 'available') - Number(a.state === 'available'))
            .map((s) => s.label);
          found.push({ tripId: trip.tripId, stops: stops.map((s) => s.stop_id), seats });
        }
      }
      return found;
    },
  };
}

/** What an invariant found wrong, one line each; empty when every invariant holds. */
export async function invariantViolations(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const report = async (what: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };
  const active = (r: string) =>
    sql.raw(`${r}.status <> 'cancelled' and (${r}.status <> 'held' or ${r}.expires_at > now())`);
  // (a) a seat is never taken twice on overlapping stops.
  await report(
    'two active reservations of one seat on overlapping stops',
    sql`select a.trip_id, a.seat, a.stops::text as a_stops, b.stops::text as b_stops
      from seat_reservation a join seat_reservation b
        on a.trip_id = b.trip_id and a.seat = b.seat and a.id < b.id and a.stops && b.stops
      where ${active('a')} and ${active('b')}`,
  );
  // (b) a confirmed booking has exactly one succeeded payment, and a valid ticket per passenger.
  await report(
    'confirmed booking without exactly one succeeded payment',
    sql`select b.id, (select count(*)::int from payment p where p.booking_id = b.id
          and p.status = 'succeeded') as succeeded
      from booking b where b.status = 'confirmed'
        and (select count(*) from payment p where p.booking_id = b.id and p.status = 'succeeded') <> 1`,
  );
  await report(
    'confirmed booking whose valid tickets are not one per passenger',
    sql`select b.id, jsonb_array_length(b.passengers) as passengers,
        (select count(*)::int from ticket t where t.booking_id = b.id and t.status = 'valid') as tickets
      from booking b where b.status = 'confirmed'
        and jsonb_array_length(b.passengers) <> (select count(*) from ticket t
          where t.booking_id = b.id and t.status = 'valid')`,
  );
  await report(
    'confirmed booking whose seats are not all sold',
    sql`select b.id from booking b where b.status = 'confirmed'
        and jsonb_array_length(b.passengers) <> (select count(*) from seat_reservation r
          where r.booking_id = b.id and r.status = 'confirmed')`,
  );
  // Money is taken at most once per booking.
  await report(
    'booking with more than one charge kept',
    sql`select p.booking_id, count(*)::int as kept from payment p
        join sandbox_charge c on c.idempotency_key = p.idempotency_key
      where c.status = 'succeeded' and c.refunded_minor < c.amount_minor
      group by p.booking_id having count(*) > 1`,
  );
  // (c) money kept only for a confirmed booking, or for a cancelled one as its refund policy said.
  await report(
    'succeeded charge kept without a confirmed booking',
    sql`select c.id, b.id as booking_id, b.status, c.amount_minor, c.refunded_minor,
        b.refund_minor
      from sandbox_charge c join payment p on p.idempotency_key = c.idempotency_key
        join booking b on b.id = p.booking_id
      where c.status = 'succeeded' and c.refunded_minor < c.amount_minor
        and b.status <> 'confirmed'
        and not (b.status = 'cancelled' and b.refund_minor is not null
          and c.refunded_minor = b.refund_minor and p.status in ('succeeded', 'refunded'))`,
  );
  await report(
    'succeeded charge with no payment row',
    sql`select c.id from sandbox_charge c
      where c.status = 'succeeded' and not exists (select 1 from payment p
        where p.idempotency_key = c.idempotency_key)`,
  );
  // (d) no ticket without money taken.
  await report(
    'ticket without a succeeded payment and charge',
    sql`select t.id, t.booking_id from ticket t
      where not exists (select 1 from payment p join sandbox_charge c
          on c.idempotency_key = p.idempotency_key
        where p.booking_id = t.booking_id and p.status in ('succeeded', 'refunded')
          and c.status = 'succeeded')`,
  );
  await report(
    'valid ticket of a booking that is not confirmed',
    sql`select t.id, b.status from ticket t join booking b on b.id = t.booking_id
      where t.status = 'valid' and b.status <> 'confirmed'`,
  );
  return problems;
}
