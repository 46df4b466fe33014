/**
 * What one account or address may do (issue 16): seat hoarding is capped and cannot be renewed
 * forever, card testing runs out of attempts; each refusal is `resource-exhausted` with the wait
 * in Retry-After. Defaults as README's "Booking limits" give them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import {
  CARDS,
  chargesOf,
  openProofTrips,
  type ProofApp,
  type ProofTrip,
} from './booking-proofs.testing.ts';

describe.each(testDatabases())('booking limits on %s', (kind) => {
  let a: ProofApp;
  let trips: ProofTrip[];
  beforeAll(async () => {
    ({ a, trips } = await openProofTrips(kind, {
      atLeast: 4,
      env: { HOLDS_PER_ADDRESS_PER_HOUR: '40' },
    }));
  });
  afterAll(() => a.t.close());

  const holdOn = (p: number, trip: ProofTrip, seats: string[]) => a.hold(p, trip, seats);
  const lapse = (holdId: string) =>
    a.db.execute(
      sql`update seat_reservation set expires_at = now() - interval '1 second'
        where hold_id = ${holdId}`,
    );
  function refused(res: Awaited<ReturnType<ProofApp['as']>>, limit: string) {
    expect(res.statusCode, res.body).toBe(429);
    expect(limit).toMatch(/^(holds?|hold-seats|hold-time|payments)-/);
    expect(res.json().error).toMatchObject({ code: 'resource-exhausted', details: { limit } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('lets one account hold seats on 3 trips at once, not 4', async () => {
    for (const trip of trips.slice(0, 3))
      expect((await holdOn(101, trip, [trip.seats[0]!])).statusCode).toBe(201);
    const fourth = await holdOn(101, trips[3]!, [trips[3]!.seats[0]!]);
    refused(fourth, 'holds-per-account');
    expect(fourth.json().error.message).toMatch(/3 trips at once/);
  });

  it('lets one account hold 10 seats at once, not 11', async () => {
    expect((await holdOn(102, trips[0]!, trips[0]!.seats.slice(1, 7))).statusCode).toBe(201);
    refused(await holdOn(102, trips[1]!, trips[1]!.seats.slice(1, 6)), 'hold-seats-per-account');
    expect((await holdOn(102, trips[1]!, trips[1]!.seats.slice(1, 5))).statusCode).toBe(201);
  });

  it('refuses the renewal loop, yet choosing seats again costs nothing', async () => {
    const trip = trips[3]!;
    // Choosing again and again: each new hold replaces the last and gets its time back.
    for (let i = 0; i < 6; i++)
      expect((await holdOn(103, trip, [trip.seats[10 + (i % 2)]!])).statusCode).toBe(201);
    // Letting holds lapse and taking them again: 20 minutes of holding an hour, then no more.
    const first = (await holdOn(104, trip, [trip.seats[12]!])).json().hold.id as string;
    await lapse(first);
    const second = (await holdOn(104, trip, [trip.seats[12]!])).json().hold.id as string;
    await lapse(second);
    refused(await holdOn(104, trip, [trip.seats[12]!]), 'hold-time-trip');
  });

  it('stops card testing: declines cost three attempts, then resource-exhausted before the gateway', async () => {
    const trip = trips[2]!;
    const hold = (await holdOn(105, trip, [trip.seats[20]!])).json().hold as { id: string };
    const booking = (await a.book(105, hold.id, [trip.seats[20]!], 'Card Tester')).json()
      .booking as { id: string };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await a.pay(
        105,
        booking.id,
        `card-testing-${kind}-${i}-0123456789`,
        CARDS.declined,
      );
      statuses.push(res.statusCode);
      // The booking's limit first; the account's once the refusals have spent its attempts too.
      if (res.statusCode === 429)
        refused(res, i === 4 ? 'payments-booking' : res.json().error.details.limit);
    }
    expect(statuses.slice(0, 4)).toEqual([402, 402, 402, 402]);
    expect(statuses.slice(4)).toEqual(Array(16).fill(429));
    expect(await chargesOf(a.db, booking.id)).toBe(4);
  });

  it('limits holds per address whatever the accounts', async () => {
    const trip = trips[3]!;
    const answers = [];
    // 40 an hour from one address; the tests above used some of them. A refused hold counts too.
    for (let p = 200; p < 245; p++) answers.push(await holdOn(p, trip, [trip.seats.at(-1)!]));
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    refused(limited[0]!, 'holds-address');
  });
});
