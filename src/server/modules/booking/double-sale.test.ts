/**
 * Issue 16: one hold, one booking; only the booking that owns the seats is paid and ticketed; at
 * most one live ticket per seat and stretch, by constraint; one charge in flight per booking; a new
 * hold keeps the seats of a booking waiting for the bank. Real concurrency on PostgreSQL (required
 * in CI) and the same on PGlite.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { sqlState } from '#db/errors.ts';
import { testDatabases } from '#db/database.testing.ts';
import { invariantViolations } from './booking-invariants.testing.ts';
import {
  CARDS,
  chargesOf,
  openProofTrips,
  type ProofApp,
  type ProofTrip,
} from './booking-proofs.testing.ts';

describe.each(testDatabases())('no seat sold twice on %s', (kind) => {
  let a: ProofApp;
  let trips: ProofTrip[];
  let next = 0;
  /**
   * A fresh seat and two passengers of its own for each test: the trip, the full segment, the
   * seat, and passengers `p` and `q`.
   */
  const fresh = () => {
    const trip = trips[next % trips.length]!;
    const seat = trip.seats[Math.floor(next / trips.length)]!;
    next++;
    return {
      trip,
      seat,
      from: trip.stops[0]!,
      to: trip.stops.at(-1)!,
      p: next * 2,
      q: next * 2 + 1,
    };
  };
  /** An idempotency key of the form the API takes (16 characters or more). */
  const key = (name: string) => `${name}-${kind}-0123456789abcdef`;
  beforeAll(async () => {
    ({ a, trips } = await openProofTrips(kind, { atLeast: 2 }));
  });
  afterAll(() => a.t.close());

  async function hold(p: number, x: ReturnType<typeof fresh>): Promise<string> {
    const res = await a.hold(p, x.trip, [x.seat]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().hold.id as string;
  }
  const bookingsOfHold = async (holdId: string) =>
    (
      await queryRows<{ n: number }>(
        a.db,
        sql`select count(*)::int as n from booking where hold_id = ${holdId}`,
      )
    )[0]!.n;

  it('makes one booking of ten parallel requests for one hold', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => a.book(x.p, holdId, [x.seat])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.json().booking.id)).size).toBe(1);
    expect(await bookingsOfHold(holdId)).toBe(1);
  });

  it('makes one booking of a double click, and takes the second click’s details while unpaid', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const first = await a.book(x.p, holdId, [x.seat], 'Ana');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await a.book(x.p, holdId, [x.seat], 'Anna');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().booking.id).toBe(first.json().booking.id);
    expect(second.json().booking.passengers[0].name).toBe('Anna');
    expect(await bookingsOfHold(holdId)).toBe(1);
    // Once paid, the details stand: the same hold asked again names its booking.
    expect((await a.pay(x.p, first.json().booking.id, key('dc'))).statusCode).toBe(200);
  });

  it('refuses the cross-passenger double sale: a cancelled booking frees the seat for one buyer only', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const books = await Promise.all([a.book(x.p, holdId, [x.seat]), a.book(x.p, holdId, [x.seat])]);
    const [b1, b2] = books.map((r) => r.json().booking.id as string);
    expect(b1).toBe(b2);
    expect((await a.pay(x.p, b1!, key('x1'))).statusCode).toBe(200);
    expect((await a.as(x.p, 'POST', `/api/bookings/${b1}/cancel`)).statusCode).toBe(200);
    // The seat is free again, and passenger 2 buys it: one valid ticket, theirs.
    const holdB = await hold(x.q, x);
    const bookingB = (await a.book(x.q, holdB, [x.seat])).json().booking.id as string;
    expect((await a.pay(x.q, bookingB, key('x2'))).statusCode).toBe(200);
    const valid = await queryRows<{ booking_id: string }>(
      a.db,
      sql`select booking_id from ticket where trip_id = ${x.trip.tripId} and seat = ${x.seat}
        and status <> 'void'`,
    );
    expect(valid).toEqual([{ booking_id: bookingB }]);
    expect(await invariantViolations(a.db)).toEqual([]);
  });

  it('charges nothing for a booking that holds no seats (a twin written before the fix)', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const real = (await a.book(x.p, holdId, [x.seat])).json().booking.id as string;
    const [twin] = await queryRows<{ id: string }>(
      a.db,
      sql`insert into booking (reference, user_id, trip_id, from_seq, to_seq, passengers,
          amount_minor, currency, expires_at, contact)
        select 'TW' || substr(md5(random()::text), 1, 6), user_id, trip_id, from_seq, to_seq,
          passengers, amount_minor, currency, expires_at, contact from booking where id = ${real}
        returning id`,
    );
    const res = await a.pay(x.p, twin!.id, key('twin'));
    expect(res.statusCode).toBe(410);
    expect(await chargesOf(a.db, twin!.id)).toBe(0);
    expect((await a.pay(x.p, real, key('real'))).statusCode).toBe(200);
  });

  it('lets the database refuse a second live ticket for a seat and stretch', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const id = (await a.book(x.p, holdId, [x.seat])).json().booking.id as string;
    expect((await a.pay(x.p, id, key('db'))).statusCode).toBe(200);
    // Another booking's ticket for the same seat on part of the stretch: refused by constraint
    // (the booking cancelled, so that nothing else about it breaks an invariant).
    const [twin] = await queryRows<{ id: string }>(
      a.db,
      sql`insert into booking (reference, user_id, trip_id, from_seq, to_seq, passengers,
          amount_minor, currency, status, contact)
        select 'DB' || substr(md5(random()::text), 1, 6), user_id, trip_id, from_seq, to_seq,
          passengers, amount_minor, currency, 'cancelled', contact from booking where id = ${id}
        returning id`,
    );
    const copy = a.db.execute(
      sql`insert into ticket (booking_id, trip_id, stops, passenger_name, seat, qr_token)
        select ${twin!.id}, trip_id, int4range(lower(stops), lower(stops) + 1), 'Copy', seat,
          qr_token || 'x' from ticket where booking_id = ${id}`,
    );
    await expect(copy).rejects.toSatisfy((error: unknown) => sqlState(error) === '23P01');
  });

  it('sends one of ten parallel payments with different keys to the gateway', async () => {
    const x = fresh();
    const holdId = await hold(x.p, x);
    const id = (await a.book(x.p, holdId, [x.seat])).json().booking.id as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => a.pay(x.p, id, key(`par${i}`))),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(['aborted', 'failed-precondition']).toContain(r.json().error.code);
    expect(await chargesOf(a.db, id)).toBe(1);
    expect(await invariantViolations(a.db)).toEqual([]);
  });

  it('keeps the seats of a booking waiting for the bank when its passenger holds again', async () => {
    const x = fresh();
    const other = trips[next % trips.length]!.seats.at(-1)!;
    const holdId = await hold(x.p, x);
    const id = (await a.book(x.p, holdId, [x.seat])).json().booking.id as string;
    const started = await a.pay(x.p, id, key('bank'), CARDS.confirm);
    expect(started.json().status).toBe('requires-confirmation');
    const again = await a.hold(x.p, x.trip, [other]);
    expect(again.statusCode, again.body).toBe(201);
    const rival = await a.hold(x.q, x.trip, [x.seat]);
    expect(rival.statusCode).toBe(409);
    const url = `/api/bookings/${id}/payments/${started.json().paymentId}/confirm`;
    const confirmed = await a.as(x.p, 'POST', url);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('succeeded');
    expect(await invariantViolations(a.db)).toEqual([]);
  });
});
