/**
 * The booking row, which bookings and payments both read and change (bookings make and cancel it,
 * a payment confirms it). Every function takes the transaction it runs in.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { booking } from '#db/schema/booking.ts';

export type BookingRow = typeof booking.$inferSelect;

export function createBookingRepo(db: Database) {
  return {
    async byId(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(booking).where(eq(booking.id, id));
      return row;
    },

    /** Locks the booking row for the rest of the transaction. */
    async lock(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(booking).where(eq(booking.id, id)).for('update');
      return row;
    },

    async update(id: string, values: Partial<BookingRow>): Promise<void> {
      await db.update(booking).set(values).where(eq(booking.id, id));
    },
  };
}
