/**
 * Where a ticket is made: one per passenger of a booking being paid, for the seat and stretch its
 * reservation sells, its QR token signed here with the operator's key. Runs inside the payment's
 * transaction, so tickets exist exactly when the booking is confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import type { TicketSigner } from './ticket-signer.ts';
import { createTicketsRepo } from './tickets.repo.ts';

export interface TicketsToIssue {
  bookingId: string;
  /** The trip's service date, signed into each token. */
  serviceDate: string;
  passengers: { seat: string; name: string }[];
  /** The reservation each passenger's seat sells, by seat label. */
  sold: ReadonlyMap<string, { trip_id: string; from_seq: number; to_seq: number }>;
}

export async function issueTickets(
  tx: Database,
  signer: TicketSigner,
  { bookingId, serviceDate, passengers, sold }: TicketsToIssue,
): Promise<void> {
  await createTicketsRepo(tx).insert(
    passengers.map((p) => {
      const id = randomUUID();
      const seat = sold.get(p.seat)!;
      const stops = { from: seat.from_seq, to: seat.to_seq };
      return {
        id,
        bookingId,
        tripId: seat.trip_id,
        stops,
        passengerName: p.name,
        seat: p.seat,
        qrToken: signer.sign({
          ticketId: id,
          tripId: seat.trip_id,
          seat: p.seat,
          fromSeq: stops.from,
          toSeq: stops.to,
          serviceDate,
        }),
      };
    }),
  );
}
