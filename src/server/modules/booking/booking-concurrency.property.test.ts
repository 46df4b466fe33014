/**
 * Property, with real concurrency: rounds of commands run at the same moment — several passengers
 * holding, booking (twice at once, as a double click does), paying (with new keys in parallel),
 * confirming the bank's step, cancelling, letting holds lapse, and an admin cancelling the trip —
 * and after every round: no two valid tickets overlap; every valid ticket is the sold seat of a
 * confirmed, paid booking; every kept charge has its tickets or its refund; the seat map shows
 * as free exactly the seats no live reservation takes. On PostgreSQL (required in CI) the requests
 * of a round truly interleave; PGlite runs the same rounds one statement at a time.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { invariantViolations } from './booking-invariants.testing.ts';
import {
  bookingBody,
  CARDS,
  openProofTrips,
  type ProofApp,
  type ProofTrip,
} from './booking-proofs.testing.ts';

const PASSENGERS = 4;
const POOL = 3;
const CARD_LIST = [CARDS.good, CARDS.good, CARDS.declined, CARDS.confirm];

type Command =
  | { k: 'hold'; p: number; seat: number; part: number }
  | { k: 'book'; h: number }
  | { k: 'pay'; b: number; card: number }
  | { k: 'confirm' | 'cancel' | 'lapse'; b: number }
  | { k: 'cancel-trip' };

const n = fc.nat({ max: 20 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('hold' as const),
      p: fc.nat({ max: PASSENGERS - 1 }),
      seat: fc.nat({ max: POOL - 1 }),
      part: fc.nat({ max: 2 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('book' as const), h: n }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('pay' as const),
      b: n,
      card: fc.nat({ max: CARD_LIST.length - 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('confirm' as const), b: n }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cancel' as const), b: n }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('lapse' as const), b: n }) },
  { weight: 1, arbitrary: fc.constant({ k: 'cancel-trip' as const }) },
);
const roundsArb = fc.array(fc.array(commandArb, { minLength: 1, maxLength: 4 }), {
  minLength: 3,
  maxLength: 7,
});

interface Model {
  holds: { id: string; p: number; seat: string }[];
  bookings: { id: string; p: number; paymentId?: string }[];
}
const pick = <T>(list: T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

describe.each(testDatabases())('booking invariants under concurrent commands on %s', (kind) => {
  let a: ProofApp;
  let trips: ProofTrip[];
  let run = 0;
  let keys = 0;
  beforeAll(async () => {
    ({ a, trips } = await openProofTrips(kind));
  });
  afterAll(() => a.t.close());

  /** Passenger numbers of their own for each run, so no run meets another's holds. */
  const who = (p: number) => 1000 + run * PASSENGERS + p;

  async function step(trip: ProofTrip, pool: string[], m: Model, c: Command): Promise<number> {
    const last = trip.stops.length - 1;
    switch (c.k) {
      case 'hold': {
        // Three stretches that overlap in pairs: the whole trip, its first half, its second half.
        const mid = Math.max(1, Math.floor(last / 2));
        const [from, to] = [
          [0, last],
          [0, mid],
          [mid, last],
        ][c.part]!;
        const seat = pool[c.seat]!;
        const res = await a.hold(who(c.p), trip, [seat], { from: from!, to: to! });
        if (res.statusCode === 201) m.holds.push({ id: res.json().hold.id, p: c.p, seat });
        return res.statusCode;
      }
      case 'book': {
        const hold = pick(m.holds, c.h);
        if (!hold) return 0;
        const body = bookingBody(hold.id, [hold.seat], 'P');
        // A double click: the same hold booked twice at once.
        const answers = await Promise.all([
          a.as(who(hold.p), 'POST', '/api/bookings', body),
          a.as(who(hold.p), 'POST', '/api/bookings', body),
        ]);
        for (const res of answers.filter((r) => r.statusCode === 201)) {
          const id = res.json().booking.id as string;
          if (!m.bookings.some((b) => b.id === id)) m.bookings.push({ id, p: hold.p });
        }
        return Math.max(...answers.map((r) => r.statusCode));
      }
      case 'pay': {
        const booking = pick(m.bookings, c.b);
        if (!booking) return 0;
        const key = `concurrent-${kind}-${++keys}-0123456789`;
        const res = await a.pay(who(booking.p), booking.id, key, CARD_LIST[c.card]!);
        if (res.statusCode === 200 && res.json().status === 'requires-confirmation')
          booking.paymentId = res.json().paymentId as string;
        return res.statusCode;
      }
      case 'confirm':
      case 'cancel':
      case 'lapse': {
        const booking = pick(m.bookings, c.b);
        if (!booking) return 0;
        if (c.k === 'cancel')
          return (await a.as(who(booking.p), 'POST', `/api/bookings/${booking.id}/cancel`))
            .statusCode;
        if (c.k === 'lapse') {
          await a.db.execute(
            sql`update seat_reservation set expires_at = now() - interval '1 second'
              where booking_id = ${booking.id} and status = 'held'`,
          );
          await a.db.execute(
            sql`update booking set expires_at = now() - interval '1 second'
              where id = ${booking.id} and status = 'pending-payment'`,
          );
          await a.services.holds.expireLapsed();
          return 0;
        }
        if (!booking.paymentId) return 0;
        const url = `/api/bookings/${booking.id}/payments/${booking.paymentId}/confirm`;
        return (await a.as(who(booking.p), 'POST', url)).statusCode;
      }
      case 'cancel-trip':
        await a.db.execute(sql`update trip set status = 'cancelled' where id = ${trip.tripId}`);
        await a.services.bookings.tripCancelled(trip.tripId);
        return 0;
    }
  }

  /** Seats the map shows free on the whole trip, against seats no live reservation takes. */
  async function seatMapProblems(trip: ProofTrip): Promise<string[]> {
    const url = `/api/trips/${trip.tripId}/seats?from=${trip.stops[0]}&to=${trip.stops.at(-1)}`;
    const map = (await a.app.inject({ url })).json() as {
      seats: { label: string; state: string }[];
    };
    const taken = await queryRows<{ seat: string }>(
      a.db,
      sql`select distinct seat from seat_reservation where trip_id = ${trip.tripId}
        and status <> 'cancelled' and (status <> 'held' or expires_at > now())`,
    );
    const free = map.seats.filter((s) => s.state === 'available').map((s) => s.label);
    const expected = map.seats.map((s) => s.label).filter((l) => !taken.some((t) => t.seat === l));
    return free.sort().join() === expected.sort().join()
      ? []
      : [`seat map shows ${free.length} free, reservations leave ${expected.length}`];
  }

  it('keeps every invariant whatever runs at the same moment', async () => {
    await fc.assert(
      fc.asyncProperty(roundsArb, async (rounds) => {
        const trip = trips[run % trips.length]!;
        const offset = POOL * Math.floor(run / trips.length);
        run++;
        // A run starts on a trip that runs, whatever the last run's admin did to it.
        await a.db.execute(sql`update trip set status = 'scheduled' where id = ${trip.tripId}`);
        const pool = trip.seats.slice(offset, offset + POOL);
        const m: Model = { holds: [], bookings: [] };
        for (const round of rounds) {
          const statuses = await Promise.all(round.map((c) => step(trip, pool, m, c)));
          expect(Math.max(...statuses), JSON.stringify(round)).toBeLessThan(500);
          expect(await invariantViolations(a.db), JSON.stringify(round)).toEqual([]);
        }
        await a.services.payments.reconcile(0);
        expect(await invariantViolations(a.db)).toEqual([]);
        expect(await seatMapProblems(trip)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
