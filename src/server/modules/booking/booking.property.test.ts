/**
 * Property: whatever three passengers do in whatever order — hold, release, book, pay with any
 * test card, retry a payment with its key, confirm or abandon a bank's extra step, cancel, let
 * holds lapse, reconcile — a seat is never sold twice on overlapping stops, money is never kept
 * without a confirmed booking and its tickets, and no ticket exists without money taken. Driven
 * over HTTP; expiry and reconciliation run through the services, as the jobs would.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { CARDS, openProofTrips, type ProofApp, type ProofTrip } from './booking-proofs.testing.ts';
import { invariantViolations } from './booking-invariants.testing.ts';

const PASSENGERS = 3;
const POOL = 4;
const CARD_LIST = [CARDS.good, CARDS.declined, CARDS.insufficient, CARDS.confirm];

type Command =
  | { k: 'hold'; p: number; seats: number[]; from: number; to: number }
  | { k: 'release' | 'book'; p: number; h: number }
  | { k: 'pay'; b: number; card: number; retry: boolean }
  | { k: 'confirm' | 'cancel'; b: number }
  | { k: 'expire'; h: number }
  | { k: 'reconcile' };

const nat = fc.nat({ max: 50 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('hold' as const),
      p: fc.nat({ max: PASSENGERS - 1 }),
      seats: fc.uniqueArray(fc.nat({ max: POOL - 1 }), { minLength: 1, maxLength: 2 }),
      from: nat,
      to: nat,
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('release' as const), p: nat, h: nat }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('book' as const), p: nat, h: nat }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('pay' as const),
      b: nat,
      card: fc.nat({ max: CARD_LIST.length - 1 }),
      retry: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('confirm' as const), b: nat }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cancel' as const), b: nat }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('expire' as const), h: nat }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('reconcile' as const) }) },
);

const hold0: Command = { k: 'hold', p: 0, seats: [0], from: 0, to: 50 };
/** Sequences that once found (or could find) a bug, played before the random ones. */
const EXAMPLES: [Command[]][] = [
  // A bank's extra step left open, a second card paid, then the first step approved.
  [
    [
      hold0,
      { k: 'book', p: 0, h: 0 },
      { k: 'pay', b: 0, card: 3, retry: false },
      { k: 'pay', b: 0, card: 0, retry: false },
      { k: 'confirm', b: 0 },
    ],
  ],
  // Paid after the hold lapsed and another passenger took the seat.
  [
    [
      hold0,
      { k: 'book', p: 0, h: 0 },
      { k: 'pay', b: 0, card: 3, retry: false },
      { k: 'expire', h: 0 },
      { k: 'hold', p: 1, seats: [0], from: 0, to: 50 },
      { k: 'confirm', b: 0 },
      { k: 'reconcile' },
    ],
  ],
  // Cancelled while the bank's extra step was open, then approved.
  [
    [
      hold0,
      { k: 'book', p: 0, h: 0 },
      { k: 'pay', b: 0, card: 3, retry: false },
      { k: 'cancel', b: 0 },
      { k: 'hold', p: 1, seats: [0], from: 0, to: 50 },
      { k: 'confirm', b: 0 },
    ],
  ],
];

interface Model {
  holds: { id: string; p: number; seats: string[] }[];
  bookings: { id: string; p: number; key?: string; paymentId?: string }[];
}

const pick = <T>(list: T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

describe.each(testDatabases())('booking invariants under random commands on %s', (kind) => {
  let a: ProofApp;
  let trips: ProofTrip[];
  let run = 0;
  let keys = 0;
  beforeAll(async () => {
    ({ a, trips } = await openProofTrips(kind));
    expect(trips[0]!.stops.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => a.t.close());

  async function step(trip: ProofTrip, pool: string[], m: Model, c: Command): Promise<number> {
    switch (c.k) {
      case 'hold': {
        const last = trip.stops.length - 1;
        const from = c.from % last;
        const to = from + 1 + (c.to % (last - from));
        const seats = c.seats.map((i) => pool[i]!);
        const res = await a.hold(c.p, trip, seats, { from, to });
        if (res.statusCode === 201) {
          const hold = res.json().hold as { id: string; seats: { label: string }[] };
          m.holds.push({ id: hold.id, p: c.p, seats: hold.seats.map((s) => s.label) });
        }
        return res.statusCode;
      }
      case 'release':
      case 'book': {
        const hold = pick(m.holds, c.h);
        if (!hold) return 0;
        if (c.k === 'release')
          return (await a.as(hold.p, 'DELETE', `/api/holds/${hold.id}`)).statusCode;
        const res = await a.book(hold.p, hold.id, hold.seats, 'P');
        if (res.statusCode === 201) {
          const id = (res.json().booking as { id: string }).id;
          if (!m.bookings.some((b) => b.id === id)) m.bookings.push({ id, p: hold.p });
        }
        return res.statusCode;
      }
      case 'pay': {
        const booking = pick(m.bookings, c.b);
        if (!booking) return 0;
        if (!c.retry || !booking.key) booking.key = `proof-key-${kind}-${++keys}`;
        const res = await a.pay(booking.p, booking.id, booking.key, CARD_LIST[c.card]!);
        if (res.statusCode === 200 && res.json().status === 'requires-confirmation')
          booking.paymentId = res.json().paymentId as string;
        return res.statusCode;
      }
      case 'confirm':
      case 'cancel': {
        const booking = pick(m.bookings, c.b);
        if (!booking) return 0;
        if (c.k === 'cancel')
          return (await a.as(booking.p, 'POST', `/api/bookings/${booking.id}/cancel`)).statusCode;
        if (!booking.paymentId) return 0;
        const url = `/api/bookings/${booking.id}/payments/${booking.paymentId}/confirm`;
        return (await a.as(booking.p, 'POST', url)).statusCode;
      }
      case 'expire': {
        // Time moves on for this hold: it lapses, and so does the booking made from it.
        const hold = pick(m.holds, c.h);
        if (!hold) return 0;
        await a.db.execute(
          sql`update booking set expires_at = now() - interval '1 minute'
            where status = 'pending-payment'
              and id in (select booking_id from seat_reservation where hold_id = ${hold.id})`,
        );
        await a.db.execute(
          sql`update seat_reservation set expires_at = now() - interval '1 minute'
            where hold_id = ${hold.id} and status = 'held'`,
        );
        await a.services.holds.expireLapsed();
        return 0;
      }
      case 'reconcile':
        await a.services.payments.reconcile(0);
        return 0;
    }
  }

  it('never sells a seat twice, never keeps money without a ticket, never tickets without money', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 20 }), async (commands) => {
        // Each run plays on its own seats: a fresh trip, or the next seats of one already used.
        const trip = trips[run % trips.length]!;
        const offset = POOL * Math.floor(run / trips.length);
        run++;
        const pool = trip.seats.slice(offset, offset + POOL);
        if (pool.length < POOL) throw new Error(`trip ${trip.tripId} has no ${POOL} seats left`);
        const m: Model = { holds: [], bookings: [] };
        for (const c of commands) {
          const status = await step(trip, pool, m, c);
          expect(status, JSON.stringify(c)).toBeLessThan(500);
          expect(await invariantViolations(a.db), JSON.stringify(c)).toEqual([]);
        }
        // Whatever was left open settles, and still nothing is wrong.
        await a.services.payments.reconcile(0);
        expect(await invariantViolations(a.db)).toEqual([]);
      }),
      { numRuns: 20, examples: EXAMPLES },
    );
  }, 120_000);
});
