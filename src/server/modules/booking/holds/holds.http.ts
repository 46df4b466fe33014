/**
 * A trip segment's seat map (public: a signed-in passenger's own hold shows as `mine`), and the
 * passenger's holds: take, list, release.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  HoldList,
  HoldRequest,
  HoldResponse,
  SeatMap,
  SegmentQuery,
} from '#shared/booking/booking.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { actorOf } from '#server/plugins/access.ts';
import { errors, signedIn, tags } from '../booking-http.ts';
import type { HoldsService } from './holds.service.ts';

export async function holdsHttp(app: FastifyInstance, { holds }: { holds: HoldsService }) {
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
}
