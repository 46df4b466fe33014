/**
 * A paid booking's tickets as documents: all of them as one PDF, one ticket as a PDF, and the
 * booking as a calendar event. Each is its passenger's alone: the booking module says whose a
 * booking is (404 for anyone else).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Booking } from '#shared/booking/booking.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { NotFoundError } from '#server/errors.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { PdfTicket } from './pdf/ticket-pdf.ts';
import type { TicketRow } from './tickets.repo.ts';

export interface TicketDocumentsHttpDeps {
  /** The passenger's booking; not-found when it is not theirs. */
  bookingOf: (userId: string, bookingId: string) => Promise<Booking>;
  ofBooking: (bookingId: string) => Promise<TicketRow[]>;
  pdf: (booking: Booking, tickets: PdfTicket[]) => Promise<Buffer>;
  calendar: (booking: Booking) => string;
}

const signedIn = { access: 'signed-in' } as const;
// Listed with the rest of the passenger's booking API.
const tags = ['booking'];

export async function ticketDocumentsHttp(
  app: FastifyInstance,
  { bookingOf, ofBooking, pdf: ticketsPdf, calendar }: TicketDocumentsHttpDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The booking's tickets (or the one asked for) as a PDF, a page a passenger. */
  async function pdf(userId: string, bookingId: string, ticketId?: string) {
    const booking = await bookingOf(userId, bookingId);
    const all = await ofBooking(bookingId);
    const chosen = ticketId ? all.filter((t) => t.id === ticketId) : all;
    if (chosen.length === 0)
      throw new NotFoundError(
        'ticket',
        ticketId,
        'This booking has no tickets yet: it is not paid.',
      );
    const file = await ticketsPdf(
      booking,
      chosen.map((t) => ({ seat: t.seat, passengerName: t.passengerName, token: t.qrToken })),
    );
    return { pdf: file, reference: booking.reference };
  }

  r.get(
    '/api/bookings/:id/tickets.pdf',
    {
      config: signedIn,
      schema: { tags, summary: 'The tickets as a PDF, a page a passenger', params: IdParams },
    },
    async (request, reply) => {
      const { pdf: file, reference } = await pdf(actorOf(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="busway-${reference}.pdf"`)
        .send(file);
    },
  );

  r.get(
    '/api/tickets/:id.pdf',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One ticket as a PDF (its booking given as ?booking=)',
        params: IdParams,
        querystring: z.object({ booking: z.guid() }),
      },
    },
    async (request, reply) => {
      const { pdf: file, reference } = await pdf(
        actorOf(request).id,
        request.query.booking,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="busway-${reference}-ticket.pdf"`)
        .send(file);
    },
  );

  r.get(
    '/api/bookings/:id.ics',
    {
      config: signedIn,
      schema: { tags, summary: 'The booking as a calendar event', params: IdParams },
    },
    async (request, reply) => {
      const booking = await bookingOf(actorOf(request).id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="busway-${booking.reference}.ics"`)
        .send(calendar(booking));
    },
  );
}
