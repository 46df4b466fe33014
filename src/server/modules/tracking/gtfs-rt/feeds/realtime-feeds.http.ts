/** /api/admin/realtime-feeds: the GTFS-Realtime sources the server polls, and their status. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  RealtimeFeedInput,
  RealtimeFeedList,
  RealtimeFeedPatch,
  RealtimeFeedPollResponse,
  RealtimeFeedResponse,
} from '#shared/tracking/realtime-feeds.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { RealtimeFeedsService } from './realtime-feeds.service.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: tracking'];

export async function realtimeFeedsHttp(
  app: FastifyInstance,
  { service }: { service: RealtimeFeedsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/realtime-feeds',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The GTFS-Realtime feed sources, with how their last polls went',
        response: { 200: RealtimeFeedList },
      },
    },
    async () => ({ feeds: await service.list() }),
  );

  r.get(
    '/api/admin/realtime-feeds/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One feed source',
        params: IdParams,
        response: { 200: RealtimeFeedResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ feed: await service.get(request.params.id) }),
  );

  r.post(
    '/api/admin/realtime-feeds',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a VehiclePositions feed to poll (every 5 s or more; headers for an API key)',
        body: RealtimeFeedInput,
        response: { 201: RealtimeFeedResponse, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ feed: await service.add(actorOf(request).id, request.body) }),
  );

  r.patch(
    '/api/admin/realtime-feeds/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a feed source, pause or resume it; fields left out (headers too) stay',
        params: IdParams,
        body: RealtimeFeedPatch,
        response: { 200: RealtimeFeedResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      feed: await service.edit(actorOf(request).id, request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/realtime-feeds/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a feed source (positions it brought stay)',
        params: IdParams,
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/admin/realtime-feeds/:id/poll',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Poll a feed source now, paused or not, and answer how it went',
        params: IdParams,
        response: { 200: RealtimeFeedPollResponse, 404: ErrorBody },
      },
    },
    async (request) => service.pollNow(request.params.id),
  );
}
