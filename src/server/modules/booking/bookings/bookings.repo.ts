/**
 * Booking's own tables for bookings: the booking made from a hold, a passenger's bookings, and the
 * seats a cancelled booking frees (the booking row itself: ../booking.repo.ts; its tickets are the
 * tickets module's). Every function takes the transaction it runs in.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import {
  booking,
  payment,
  seatReservation,
  type BookingContact,
  type BookingPassenger,
} from '#db/schema/booking.ts';
import type { BookingRow } from '../booking.repo.ts';
import { CHANGED, type ChangedRow } from '../seat-changes.ts';

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

    /** Ties a hold's reservations to the booking made from it. */
    async attachHold(holdId: string, bookingId: string): Promise<void> {
      await db
        .update(seatReservation)
        .set({ bookingId })
        .where(and(eq(seatReservation.holdId, holdId), eq(seatReservation.status, 'held')));
    },

    async ofUser(userId: string, limit = 100): Promise<BookingRow[]> {
      return db
        .select()
        .from(booking)
        .where(eq(booking.userId, userId))
        .orderBy(desc(booking.createdAt))
        .limit(limit);
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
