/**
 * The passenger's booking API: a trip segment's seat map, holds, bookings, payment, tickets and
 * their documents, cancellation. Everything but the seat map needs a signed-in passenger, and
 * every booking is its owner's alone (404 for anyone else).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  BookingList,
  BookingRequest,
  BookingResponse,
  BookingTickets,
  HoldList,
  HoldRequest,
  HoldResponse,
  PaymentRequest,
  PaymentResult,
  RefundQuote,
  SeatMap,
  SegmentQuery,
} from '#shared/booking/booking.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { BookingsService } from './bookings/bookings.service.ts';
import type { HoldsService } from './holds/holds.service.ts';
import type { PaymentsService } from './payments/payments.service.ts';

export interface BookingHttpDeps {
  holds: HoldsService;
  bookings: BookingsService;
  payments: PaymentsService;
}

const signedIn = { access: 'signed-in' } as const;
const tags = ['booking'];
const errors = {
  400: ErrorBody,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
  412: ErrorBody,
  429: ErrorBody,
};

export async function bookingHttp(
  app: FastifyInstance,
  { holds, bookings, payments }: BookingHttpDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/trips/:id/seats',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The seat map of a trip segment: each seat’s state and price (yours marked mine)',
        params: IdParams,
        querystring: SegmentQuery,
        response: { 200: SeatMap, 404: ErrorBody },
      },
    },
    async (request) => {
      // Public: whoever is signed in is resolved only here, so their own hold shows as `mine`.
      const user = await request.optionalUser();
      return holds.seatMap(
        request.params.id,
        request.query.from,
        request.query.to,
        user?.id ?? null,
      );
    },
  );

  r.post(
    '/api/holds',
    {
      config: signedIn,
      schema: {
        tags,
        summary: `Hold seats of a trip segment for 10 minutes (replaces your earlier hold on the trip)`,
        body: HoldRequest,
        response: { 201: HoldResponse, ...errors },
      },
    },
    async (request, reply) => {
      const hold = await holds.hold(actorOf(request).id, request.body, request.ip);
      return reply.code(201).send({ hold });
    },
  );

  r.get(
    '/api/holds',
    {
      config: signedIn,
      schema: { tags, summary: 'Your live holds', response: { 200: HoldList } },
    },
    async (request) => ({ holds: await holds.holds(actorOf(request).id) }),
  );

  r.delete(
    '/api/holds/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Release a hold',
        params: IdParams,
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await holds.release(actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/bookings',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Turn a hold into a booking with its passengers (pending payment until the hold expires)',
        body: BookingRequest,
        response: { 201: BookingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookings.create(actorOf(request).id, request.body);
      return reply.code(201).send({ booking });
    },
  );

  r.get(
    '/api/bookings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your bookings: upcoming, cancelled (or expired) and past',
        response: { 200: BookingList },
      },
    },
    async (request) => bookings.list(actorOf(request).id),
  );

  r.get(
    '/api/bookings/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One of your bookings',
        params: IdParams,
        response: { 200: BookingResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ booking: await bookings.get(actorOf(request).id, request.params.id) }),
  );

  r.post(
    '/api/bookings/:id/payments',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Pay with a card; the same idempotency key never charges twice',
        params: IdParams,
        body: PaymentRequest,
        response: { 200: PaymentResult, ...errors },
      },
    },
    async (request) =>
      payments.pay(actorOf(request).id, request.params.id, request.body, request.ip),
  );

  r.post(
    '/api/bookings/:id/payments/:paymentId/confirm',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Complete the extra confirmation a card asked for',
        params: z.object({ id: z.guid(), paymentId: z.guid() }),
        response: { 200: PaymentResult, ...errors },
      },
    },
    async (request) =>
      payments.confirm(actorOf(request).id, request.params.id, request.params.paymentId),
  );

  r.get(
    '/api/bookings/:id/refund',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'What cancelling now would give back',
        params: IdParams,
        response: { 200: RefundQuote, 404: ErrorBody },
      },
    },
    async (request) => bookings.refundQuote(actorOf(request).id, request.params.id),
  );

  r.post(
    '/api/bookings/:id/cancel',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cancel with the refund the policy gives; the seats are freed at once',
        params: IdParams,
        response: { 200: BookingResponse, ...errors },
      },
    },
    async (request) => ({ booking: await bookings.cancel(actorOf(request).id, request.params.id) }),
  );

  r.get(
    '/api/bookings/:id/tickets',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The tickets of a paid booking, each with its signed QR token',
        params: IdParams,
        response: { 200: BookingTickets, 404: ErrorBody },
      },
    },
    async (request) => bookings.tickets(actorOf(request).id, request.params.id),
  );

  r.get(
    '/api/bookings/:id/tickets.pdf',
    {
      config: signedIn,
      schema: { tags, summary: 'The tickets as a PDF, a page a passenger', params: IdParams },
    },
    async (request, reply) => {
      const { pdf, reference } = await bookings.pdf(actorOf(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="busway-${reference}.pdf"`)
        .send(pdf);
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
      const { pdf, reference } = await bookings.pdf(
        actorOf(request).id,
        request.query.booking,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="busway-${reference}-ticket.pdf"`)
        .send(pdf);
    },
  );

  r.get(
    '/api/bookings/:id.ics',
    {
      config: signedIn,
      schema: { tags, summary: 'The booking as a calendar event', params: IdParams },
    },
    async (request, reply) => {
      const { ics, reference } = await bookings.calendar(actorOf(request).id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="busway-${reference}.ics"`)
        .send(ics);
    },
  );
}
