/**
 * A refund owed is given back once, however many callers ask at the same moment (cancelling,
 * the trip's cancellation and reconciliation can all ask): on PostgreSQL the calls truly
 * interleave, and each read the payment's refunded total before any of them wrote it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { openProofTrips, type ProofApp, type ProofTrip } from '../booking-proofs.testing.ts';
import { createRefunds } from './refunds.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

describe.each(testDatabases())('refunds on %s', (kind) => {
  let a: ProofApp;
  let trip: ProofTrip;

  beforeAll(async () => {
    const opened = await openProofTrips(kind);
    a = opened.a;
    trip = opened.trips[0]!;
  }, 120_000);
  afterAll(() => a.t.close());

  /** A paid booking of passenger 1, cancelled, whose refund is owed again (as after a crash). */
  async function owedRefund(seat: string): Promise<string> {
    const hold = (await a.hold(1, trip, [seat])).json<{ hold: { id: string } }>().hold;
    const booking = (await a.book(1, hold.id, [seat])).json<{ booking: { id: string } }>().booking;
    const paid = await a.pay(1, booking.id, `refund-${seat}-${kind}-0123456789abcdef`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await a.as(1, 'POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    await a.db.execute(
      sql`update payment set refunded_minor = 0, status = 'succeeded' where booking_id = ${booking.id}`,
    );
    await a.db.execute(sql`update sandbox_charge set refunded_minor = 0 where idempotency_key in
      (select idempotency_key from payment where booking_id = ${booking.id})`);
    return booking.id;
  }

  async function ledger(bookingId: string) {
    const [row] = await queryRows<{ owed: number; recorded: number; given: number }>(
      a.db,
      sql`select b.refund_minor as owed, p.refunded_minor as recorded, c.refunded_minor as given
        from booking b join payment p on p.booking_id = b.id and p.gateway_reference is not null
        join sandbox_charge c on c.idempotency_key = p.idempotency_key where b.id = ${bookingId}`,
    );
    return row!;
  }

  it('gives a refund back once when eight callers ask at once', async () => {
    const bookingId = await owedRefund(trip.seats[0]!);
    const refunds = createRefunds({ db: a.db, gateway: createSandboxGateway(a.db) });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => refunds.payRefund(bookingId)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { owed, recorded, given } = await ledger(bookingId);
    expect(owed).toBeGreaterThan(0);
    expect(given).toBe(owed);
    expect(recorded).toBe(owed);
  });

  it('gives nothing more when asked again after the refund was recorded', async () => {
    const bookingId = await owedRefund(trip.seats[1]!);
    const refunds = createRefunds({ db: a.db, gateway: createSandboxGateway(a.db) });
    await refunds.payRefund(bookingId);
    await refunds.payOwed();
    await refunds.payRefund(bookingId);
    const { owed, recorded, given } = await ledger(bookingId);
    expect([given, recorded]).toEqual([owed, owed]);
  });
});
