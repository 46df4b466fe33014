/**
 * Booking's own tables for payments: payment, and the seat reservations a payment sells. Every
 * function takes the transaction it runs in.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { payment } from '#db/schema/booking.ts';
import { CHANGED, type ChangedRow } from '../seat-changes.ts';

export type PaymentRow = typeof payment.$inferSelect;

export function createPaymentsRepo(db: Database) {
  return {
    async paymentByKey(key: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payment).where(eq(payment.idempotencyKey, key));
      return row;
    },

    async paymentById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payment).where(eq(payment.id, id));
      return row;
    },

    /** The payment row of an attempt, made once per key (a parallel retry finds the first). */
    async paymentOnce(row: {
      bookingId: string;
      amountMinor: number;
      currency: string;
      gateway: string;
      idempotencyKey: string;
    }): Promise<PaymentRow> {
      // Only the key is the arbiter: a second charge in flight for the booking
      // (`payment_one_in_flight`) is refused with 23505 for the caller to answer.
      await db.insert(payment).values(row).onConflictDoNothing({ target: payment.idempotencyKey });
      return (await this.paymentByKey(row.idempotencyKey))!;
    },

    async updatePayment(id: string, values: Partial<PaymentRow>): Promise<void> {
      await db
        .update(payment)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payment.id, id));
    },

    async succeededPayment(bookingId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payment)
        .where(
          and(eq(payment.bookingId, bookingId), inArray(payment.status, ['succeeded', 'refunded'])),
        );
      return row;
    },

    /** Payments still open (pending or waiting for confirmation) made before `before`. */
    async openPayments(before: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payment)
        .where(
          and(
            inArray(payment.status, ['pending', 'requires-confirmation']),
            lt(payment.updatedAt, before),
          ),
        )
        .orderBy(payment.createdAt)
        .limit(100);
    },

    /** Cancelled bookings whose refund is not (fully) given back yet. */
    async owedRefunds(): Promise<
      { bookingId: string; paymentId: string; owed: number; chargeRef: string }[]
    > {
      const rows = await queryRows<{
        booking_id: string;
        payment_id: string;
        owed: number;
        charge_ref: string;
      }>(
        db,
        sql`select b.id as booking_id, p.id as payment_id,
            b.refund_minor - p.refunded_minor as owed, p.gateway_reference as charge_ref
          from booking b join payment p on p.booking_id = b.id and p.status in ('succeeded', 'refunded')
          where b.status in ('cancelled', 'refunded') and b.refund_minor > p.refunded_minor
            and p.gateway_reference is not null
          limit 100`,
      );
      return rows.map((r) => ({
        bookingId: r.booking_id,
        paymentId: r.payment_id,
        owed: Number(r.owed),
        chargeRef: r.charge_ref,
      }));
    },

    /** Seats of the booking's own hold that are still held and not lapsed. */
    async liveHeldSeats(bookingId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from seat_reservation
          where booking_id = ${bookingId} and status = 'held' and expires_at > now()`,
      );
      return row?.n ?? 0;
    },

    /**
     * Makes a booking's reservations sold. A reservation whose hold lapsed (cancelled by the
     * expiry job) is taken again if nobody took the seat meanwhile: the exclusion constraint
     * refuses it otherwise (23P01), and the caller refunds.
     */
    async confirmSeats(bookingId: string): Promise<ChangedRow[]> {
      return queryRows<ChangedRow>(
        db,
        sql`update seat_reservation set status = 'confirmed', expires_at = null
          where booking_id = ${bookingId} and status in ('held', 'cancelled')
          returning ${CHANGED}`,
      );
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
