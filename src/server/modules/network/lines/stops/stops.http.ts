/** Stops: the public autocomplete and the admin list and changes. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  OkResponse,
  StopInput,
  StopList,
  StopQuery,
  StopResponse,
  StopSearchQuery,
  StopSearchResponse,
} from '#shared/network/network.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { StopsService } from './stops.service.ts';

export async function stopsHttp(app: FastifyInstance, { service }: { service: StopsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['admin: network'];

  r.get(
    '/api/stops',
    {
      config: { access: 'public' },
      schema: {
        tags: ['network'],
        summary: 'Stop autocomplete: up to 10 stops whose name or code holds q, best first',
        querystring: StopSearchQuery,
        response: { 200: StopSearchResponse },
      },
    },
    async (request) => ({ stops: await service.search(request.query.q, request.query.kind) }),
  );

  r.get(
    '/api/admin/stops',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Search and page stops',
        querystring: StopQuery,
        response: { 200: StopList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/stops/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One stop',
        params: IdParams,
        response: { 200: StopResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ stop: await service.get(request.params.id) }),
  );

  r.post(
    '/api/admin/stops',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a stop',
        body: StopInput,
        response: { 201: StopResponse, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ stop: await service.create(actorOf(request), request.body) }),
  );

  r.put(
    '/api/admin/stops/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a stop; moving it redraws the routes through it',
        params: IdParams,
        body: StopInput,
        response: { 200: StopResponse, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => ({
      stop: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/stops/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a stop no route, trip or timetable uses (412 naming them otherwise)',
        params: IdParams,
        response: { 200: OkResponse, 404: ErrorBody, 412: ErrorBody },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
