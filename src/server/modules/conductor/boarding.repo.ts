/**
 * What a check at the door writes (decision 024): a ticket's boarding (the boarding columns of
 * `ticket`, owned by tickets for everything else) and every check in `ticket_check`. Each call
 * runs on the transaction it is given.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ticket, ticketCheck } from '#db/schema/tickets.ts';

export type NewTicketCheck = typeof ticketCheck.$inferInsert;

export function createBoardingRepo(db: Database) {
  return {
    /**
     * Boards a ticket that is valid and not boarded, in one statement: of two at once, exactly
     * one gets the row back; the other sees the first's boarding. Clears a no-show mark.
     */
    async board(
      ticketId: string,
      boarding: { at: Date; by: string; deviceId: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(ticket)
        .set({
          status: 'used',
          boardedAt: boarding.at,
          validatedBy: boarding.by,
          boardedDeviceId: boarding.deviceId,
          noShowAt: null,
          noShowBy: null,
        })
        .where(and(eq(ticket.id, ticketId), eq(ticket.status, 'valid'), isNull(ticket.boardedAt)))
        .returning({ id: ticket.id });
      return rows.length === 1;
    },

    /** Marks a ticket not boarded a no-show (again: keeps the first mark's time). */
    async noShow(ticketId: string, at: Date, by: string): Promise<boolean> {
      const rows = await db
        .update(ticket)
        .set({ noShowAt: at, noShowBy: by })
        .where(
          and(
            eq(ticket.id, ticketId),
            eq(ticket.status, 'valid'),
            isNull(ticket.boardedAt),
            isNull(ticket.noShowAt),
          ),
        )
        .returning({ id: ticket.id });
      return rows.length === 1;
    },

    async record(check: NewTicketCheck): Promise<void> {
      await db.insert(ticketCheck).values(check);
    },
  };
}
export type BoardingRepo = ReturnType<typeof createBoardingRepo>;
