/**
 * Booking's own tables for bookings: booking, payment, and the seat reservations a booking
 * holds (its tickets are the tickets module's). Every function takes the transaction it runs in.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import {
  booking,
  payment,
  seatReservation,
  type BookingContact,
  type BookingPassenger,
} from '#db/schema/booking.ts';

export type BookingRow = typeof booking.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;

export type ChangedRow = { trip_id: string; seat: string; from_seq: number; to_seq: number };
const CHANGED = sql`trip_id, seat, lower(stops) as from_seq, upper(stops) as to_seq`;

export function createBookingsRepo(db: Database) {
  return {
    /**
     * The booking of a hold, made once: a second insert for the same hold (a double click, a
     * retry, two tabs) inserts nothing (`booking_hold_unique`) and answers undefined.
     */
    async insertOnce(row: {
      reference: string;
      holdId: string;
      userId: string;
      tripId: string;
      fromSeq: number;
      toSeq: number;
      passengers: BookingPassenger[];
      contact: BookingContact;
      amountMinor: number;
      currency: string;
      expiresAt: Date;
    }): Promise<BookingRow | undefined> {
      const [inserted] = await db
        .insert(booking)
        .values(row)
        .onConflictDoNothing({ target: booking.holdId })
        .returning();
      return inserted;
    },

    async byHold(holdId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(booking).where(eq(booking.holdId, holdId));
      return row;
    },

    /** Whether a payment of the booking is in flight, waiting for the bank, or succeeded. */
    async paymentUnderWay(bookingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payment.id })
        .from(payment)
        .where(
          and(
            eq(payment.bookingId, bookingId),
            inArray(payment.status, ['pending', 'requires-confirmation', 'succeeded']),
          ),
        )
        .limit(1);
      return row !== undefined;
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

    /** Ties a hold's reservations to the booking made from it. */
    async attachHold(holdId: string, bookingId: string): Promise<void> {
      await db
        .update(seatReservation)
        .set({ bookingId })
        .where(and(eq(seatReservation.holdId, holdId), eq(seatReservation.status, 'held')));
    },

    async byId(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(booking).where(eq(booking.id, id));
      return row;
    },

    /** Locks the booking row for the rest of the transaction. */
    async lock(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(booking).where(eq(booking.id, id)).for('update');
      return row;
    },

    async ofUser(userId: string, limit = 100): Promise<BookingRow[]> {
      return db
        .select()
        .from(booking)
        .where(eq(booking.userId, userId))
        .orderBy(desc(booking.createdAt))
        .limit(limit);
    },

    async update(id: string, values: Partial<BookingRow>): Promise<void> {
      await db.update(booking).set(values).where(eq(booking.id, id));
    },

    // ── payments ──

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

    // ── seats ──

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

    /** Frees a booking's seats. */
    async releaseSeats(bookingId: string): Promise<ChangedRow[]> {
      return queryRows<ChangedRow>(
        db,
        sql`update seat_reservation set status = 'cancelled'
          where booking_id = ${bookingId} and status <> 'cancelled'
          returning ${CHANGED}`,
      );
    },

    /** Confirmed or pending bookings of a trip (an operator cancelling it). */
    async liveBookingsOfTrip(tripId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(booking)
        .where(
          and(
            eq(booking.tripId, tripId),
            inArray(booking.status, ['confirmed', 'pending-payment']),
          ),
        );
    },

    /** Live bookings on trips the operator cancelled (refunds that must still happen). */
    async bookingsOnCancelledTrips(): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select b.id from booking b join trip t on t.id = b.trip_id
          where t.status = 'cancelled' and b.status in ('confirmed', 'pending-payment') limit 100`,
      );
      return rows.map((r) => r.id);
    },
  };
}
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
