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
/** What a source's URL and headers may be, for the routes that save them. */
const SAVED =
  'The URL is http:// or https:// without a user name or password, and outside the network: an ' +
  'address that is loopback, private, link-local or unique-local is refused (400) unless the ' +
  'operator allows the host (REALTIME_FEED_ALLOWED_HOSTS); names are checked each time they are ' +
  'resolved, redirects too. Header values (an API key) are stored encrypted, sent only to the ' +
  "feed's origin, and never given back: the source lists header names only.";

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
        description: SAVED,
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
        description: SAVED,
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
        description:
          'The report says in words what went wrong: "The feed could not be reached." for a ' +
          'refused or failed connection, the status of a server that answered, a body that is ' +
          'no feed; fixes refused by the checks every fix passes are counted with their reasons, ' +
          'and a failure inside Busway points at the server log (no database text).',
        params: IdParams,
        response: { 200: RealtimeFeedPollResponse, 404: ErrorBody },
      },
    },
    async (request) => service.pollNow(request.params.id),
  );
}
