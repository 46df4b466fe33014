/**
 * The passenger's bookings: a hold made a booking, the list, one booking, its tickets with their
 * QR tokens, the refund cancelling would give, and cancelling. Every booking is its owner's alone
 * (404 for anyone else). The tickets' PDFs and calendar file are the tickets module's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  BookingList,
  BookingRequest,
  BookingResponse,
  BookingTickets,
  RefundQuote,
} from '#shared/booking/booking.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { actorOf } from '#server/plugins/access.ts';
import { errors, signedIn, tags } from '../booking-http.ts';
import type { BookingsService } from './bookings.service.ts';

export async function bookingsHttp(
  app: FastifyInstance,
  { bookings }: { bookings: BookingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
