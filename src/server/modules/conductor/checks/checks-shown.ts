/**
 * What was shown at the door, found: a token's signature verdict and its ticket, or the ticket a
 * booking reference (and seat) names. A reference that names nothing, or more than one ticket of
 * this trip without a seat, is a 4xx in words; a token never is (a bad one is forged).
 */
import type { TicketCheckVerdict, TicketRecord } from '#shared/tickets/ticket-check.ts';
import {
  verifyTicketToken,
  type TicketPublicKey,
  type TicketTokenVerdict,
} from '#shared/tickets/ticket-token.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { ChecksReadModel } from './checks.read-model.ts';

export interface Shown {
  token?: string | undefined;
  reference?: string | undefined;
  seat?: string | undefined;
}

export type Found =
  | {
      kind: 'token';
      verdict: TicketTokenVerdict;
      record: TicketRecord | undefined;
      /** A well-signed ticket Busway no longer has: void, whatever the token says. */
      vanished?: TicketCheckVerdict;
    }
  | { kind: 'reference'; record: TicketRecord; vanished?: undefined };

async function byToken(
  reads: ChecksReadModel,
  token: string,
  keys: readonly TicketPublicKey[],
): Promise<Found> {
  const verdict = await verifyTicketToken(token, keys);
  if (!verdict.valid) return { kind: 'token', verdict, record: undefined };
  const record = await reads.ticket(verdict.payload.ticketId);
  if (record) return { kind: 'token', verdict, record };
  const p = verdict.payload;
  const vanished: TicketCheckVerdict = {
    result: 'void',
    message: `Void: Busway has no ticket for seat ${p.seat} any more.`,
    ticket: {
      id: p.ticketId,
      tripId: p.tripId,
      serviceDate: p.serviceDate,
      seat: p.seat,
      passengerName: null,
      from: { sequence: p.fromSeq, name: null },
      to: { sequence: p.toSeq, name: null },
    },
    stateKnown: true,
  };
  return { kind: 'token', verdict, record: undefined, vanished };
}

async function byReference(
  reads: ChecksReadModel,
  reference: string,
  seat: string | undefined,
  tripId: string,
): Promise<Found> {
  const tickets = await reads.byReference(reference);
  if (!tickets)
    throw new NotFoundError('booking', undefined, `No booking has the reference ${reference}.`, {
      reference,
    });
  if (tickets.length === 0)
    throw new NotFoundError(
      'ticket',
      undefined,
      `Booking ${reference} has no tickets: it was never paid.`,
      { reference },
    );
  if (seat !== undefined) {
    const record = tickets.find((t) => t.seat.toUpperCase() === seat.toUpperCase());
    if (!record)
      throw new NotFoundError('ticket', undefined, `Booking ${reference} has no seat ${seat}.`, {
        reference,
        seats: tickets.map((t) => t.seat),
      });
    return { kind: 'reference', record };
  }
  const here = tickets.filter((t) => t.tripId === tripId && t.status !== 'void');
  if (here.length > 1)
    throw new InvalidArgumentError(
      `Booking ${reference} has ${here.length} seats on this trip (${here.map((t) => t.seat).join(', ')}): say which seat.`,
      { reference, seats: here.map((t) => t.seat) },
    );
  // Tickets of another trip (or all void) get one verdict whichever is judged.
  return { kind: 'reference', record: here[0] ?? tickets[0]! };
}

export function findShown(
  reads: ChecksReadModel,
  shown: Shown,
  tripId: string,
  keys: readonly TicketPublicKey[],
): Promise<Found> {
  if (shown.token !== undefined) return byToken(reads, shown.token, keys);
  return byReference(reads, shown.reference ?? '', shown.seat, tripId);
}
