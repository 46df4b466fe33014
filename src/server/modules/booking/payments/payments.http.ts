/** Paying for a booking with a card, and completing the extra step a card's bank asked for. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentRequest, PaymentResult } from '#shared/booking/booking.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { actorOf } from '#server/plugins/access.ts';
import { errors, signedIn, tags } from '../booking-http.ts';
import type { PaymentsService } from './payments.service.ts';

export async function paymentsHttp(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
