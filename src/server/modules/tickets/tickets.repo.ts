/**
 * The tickets module's own table: ticket. Every function takes the transaction it runs in (a
 * payment issues tickets, a cancellation voids them, each inside its own transaction).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ticket } from '#db/schema/tickets.ts';

export type TicketRow = typeof ticket.$inferSelect;
export type NewTicketRow = typeof ticket.$inferInsert;

export function createTicketsRepo(db: Database) {
  return {
    /** Tickets of sold seats; `ticket_no_overlap` refuses one whose seat is sold already (23P01). */
    async insert(rows: NewTicketRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(ticket).values(rows);
    },

    /** A booking's tickets, by seat. */
    async ofBooking(bookingId: string): Promise<TicketRow[]> {
      return db.select().from(ticket).where(eq(ticket.bookingId, bookingId)).orderBy(ticket.seat);
    },

    async voidOf(bookingId: string): Promise<void> {
      await db
        .update(ticket)
        .set({ status: 'void' })
        .where(and(eq(ticket.bookingId, bookingId), eq(ticket.status, 'valid')));
    },
  };
}
