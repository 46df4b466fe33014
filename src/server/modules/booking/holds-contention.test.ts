/**
 * Contention: 200 passengers ask for one seat at the same moment and exactly one gets it; 20
 * parallel retries of one payment (one idempotency key) charge once, confirm once, ticket once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { openProofTrips, type ProofApp, type ProofTrip } from './booking-proofs.testing.ts';
import { invariantViolations } from './booking-invariants.testing.ts';

describe.each(testDatabases())('holds and payments under contention on %s', (kind) => {
  let a: ProofApp;
  let trips: ProofTrip[];
  beforeAll(async () => {
    ({ a, trips } = await openProofTrips(kind, { atLeast: 2 }));
  });
  afterAll(() => a.t.close());

  it('gives one seat to exactly one of 200 passengers asking at once', async () => {
    const trip = trips[0]!;
    const seat = trip.seats[0]!;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => a.hold(n, trip, [seat])),
    );
    const statuses = answers.map((r) => r.statusCode);
    const seen = new Map<string, number>();
    for (const r of answers) {
      const what = `${r.statusCode} ${r.statusCode === 201 ? '' : (r.json().error?.code ?? r.body)}`;
      seen.set(what, (seen.get(what) ?? 0) + 1);
    }
    expect(Object.fromEntries(seen)).toEqual({ '201 ': 1, '409 seat-unavailable': 199 });
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().error).toMatchObject({
        code: 'seat-unavailable',
        details: { seats: [seat] },
      });
    const [live] = await queryRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from seat_reservation where trip_id = ${trip.tripId}
        and seat = ${seat} and status <> 'cancelled' and (status <> 'held' or expires_at > now())`,
    );
    expect(live!.n).toBe(1);
    expect(await invariantViolations(a.db)).toEqual([]);
  }, 60_000);

  it('charges once, confirms once and tickets once for 20 parallel retries of one payment', async () => {
    const trip = trips[1]!;
    const seats = trip.seats.slice(0, 2);
    const hold = await a.hold(7, trip, seats);
    expect(hold.statusCode).toBe(201);
    const booked = await a.book(7, hold.json().hold.id, seats);
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking.id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => a.pay(7, bookingId, `contention-${kind}-0001`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((r) => r.json().booking.status === 'confirmed')).toBe(true);
    const [counts] = await queryRows<Record<string, number>>(
      a.db,
      sql`select
        (select count(*)::int from payment where booking_id = ${bookingId}) as payments,
        (select count(*)::int from sandbox_charge
          where idempotency_key = ${`contention-${kind}-0001`}) as charges,
        (select count(*)::int from ticket where booking_id = ${bookingId}) as tickets,
        (select count(*)::int from seat_reservation
          where booking_id = ${bookingId} and status = 'confirmed') as sold`,
    );
    expect(counts).toEqual({ payments: 1, charges: 1, tickets: 2, sold: 2 });
    expect(await invariantViolations(a.db)).toEqual([]);
  }, 60_000);
});
