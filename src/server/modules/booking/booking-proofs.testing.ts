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
import type { SeatMap } from '#shared/booking/booking.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database, DatabaseKind } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { registerTickets } from '#server/modules/tickets/tickets.module.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { loadEnv } from '#server/config/env.ts';
import { bookingLimitsOf } from './booking-limits.ts';
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
  /** Passenger `n` holds `seats` of a trip, on the whole trip unless `stretch` names stop indexes. */
  hold(
    n: number,
    trip: ProofTrip,
    seats: string[],
    stretch?: { from: number; to: number },
  ): Promise<LightMyRequestResponse>;
  /** Passenger `n` books a hold, one passenger a seat (see bookingBody()). */
  book(n: number, holdId: string, seats: string[], name?: string): Promise<LightMyRequestResponse>;
  /** Passenger `n` pays a booking under `key`, with the good card unless another is named. */
  pay(n: number, bookingId: string, key: string, number?: string): Promise<LightMyRequestResponse>;
}

/** A booking request for a hold: one passenger a seat ("Ana" unless named), aged 30. */
export function bookingBody(holdId: string, seats: string[], name = 'Ana') {
  return {
    holdId,
    passengers: seats.map((seat) => ({ seat, name, age: 30, gender: 'male' })),
    contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
  };
}

/** Charges the sandbox gateway received for a booking's payments. */
export async function chargesOf(db: Database, bookingId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sandbox_charge c join payment p
      on p.idempotency_key = c.idempotency_key where p.booking_id = ${bookingId}`,
  );
  return row!.n;
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
/**
 * The proofs race hundreds of passengers from one test address, so the limits on what one address
 * or account may do are raised out of their way; the limits' own tests use the defaults.
 */
export const UNLIMITED: Record<string, string> = {
  HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
  HOLDS_PER_ACCOUNT_PER_HOUR: '1000000',
  HOLD_MINUTES_PER_TRIP_PER_HOUR: '1000000',
  PAYMENT_ATTEMPTS_PER_BOOKING: '1000000',
  PAYMENT_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '1000000',
  PAYMENT_ATTEMPTS_PER_ADDRESS_PER_HOUR: '1000000',
};

export async function openProofApp(
  kind: DatabaseKind,
  env: Record<string, string> = UNLIMITED,
): Promise<ProofApp> {
  const database = await openTestDatabase(kind);
  await seedDemoData(database.db, { timezone: ZONE });
  const dataDir = await mkdtemp(join(tmpdir(), 'busway-proofs-'));
  let services: BookingServices | undefined;
  const settings = { OPERATOR_TIMEZONE: ZONE, ...env };
  const t = await createTestApp({
    database,
    env: settings,
    register: (app) => {
      void app.register(
        async (instance) => {
          const operator = operatorServiceFor(database.db, ZONE, 'EUR');
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
            limits: bookingLimitsOf(loadEnv(settings)),
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
  const as: ProofApp['as'] = (n, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { 'x-passenger': String(n) },
      ...(payload ? { payload } : {}),
    });
  return {
    t,
    app,
    db: database.db,
    services: services!,
    as,
    hold: (n, trip, seats, stretch = { from: 0, to: trip.stops.length - 1 }) =>
      as(n, 'POST', '/api/holds', {
        tripId: trip.tripId,
        from: trip.stops[stretch.from],
        to: trip.stops[stretch.to],
        seats,
      }),
    book: (n, holdId, seats, name) =>
      as(n, 'POST', '/api/bookings', bookingBody(holdId, seats, name)),
    pay: (n, bookingId, key, number = CARDS.good) =>
      as(n, 'POST', `/api/bookings/${bookingId}/payments`, {
        idempotencyKey: key,
        card: card(number),
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
          ).json() as SeatMap;
          const stops = await queryRows<{ stop_id: string }>(
            database.db,
            sql`select rs.stop_id from trip t join route_stop rs on rs.route_id = t.route_id
              where t.id = ${trip.tripId} order by rs.sequence`,
          );
          // Proof passengers are men: a women-only seat (the double-decker's) would refuse them.
          const womenOnly = new Set(
            map.decks
              .flatMap((deck) => deck.cells)
              .filter((cell) => cell.flags?.includes('women-only'))
              .map((cell) => cell.label),
          );
          const seats = map.seats
            .filter((s) => !womenOnly.has(s.label))
            .sort((a, b) => Number(b.state === 'available') - Number(a.state === 'available'))
            .map((s) => s.label);
          found.push({ tripId: trip.tripId, stops: stops.map((s) => s.stop_id), seats });
        }
      }
      return found;
    },
  };
}

/**
 * The proof app and its bookable trips from Munich to Ulm (at least `atLeast` of them), as every
 * proof opens it in its beforeAll.
 */
export async function openProofTrips(
  kind: DatabaseKind,
  { atLeast = 1, env = UNLIMITED }: { atLeast?: number; env?: Record<string, string> } = {},
): Promise<{ a: ProofApp; trips: ProofTrip[] }> {
  const a = await openProofApp(kind, env);
  const trips = await a.trips('MUC', 'ULM');
  if (trips.length < atLeast)
    throw new Error(`${trips.length} bookable trips from MUC to ULM; the proof needs ${atLeast}`);
  return { a, trips };
}
