/** Routes: list, one route with its stops, path and fare, and changes. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { RouteInput, RouteList, RouteQuery, RouteResponse } from '#shared/network/network.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { RoutesService } from './routes.service.ts';

export async function routesHttp(app: FastifyInstance, { service }: { service: RoutesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['admin: network'];

  r.get(
    '/api/admin/routes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Search and page routes, each with a thumbnail path',
        querystring: RouteQuery,
        response: { 200: RouteList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/routes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A route with its stops, distances, path and fare',
        params: IdParams,
        response: { 200: RouteResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ route: await service.get(request.params.id) }),
  );

  r.post(
    '/api/admin/routes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a route through stops in order',
        body: RouteInput,
        response: { 201: RouteResponse, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ route: await service.create(actorOf(request), request.body) }),
  );

  r.put(
    '/api/admin/routes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a route; distances are measured again',
        params: IdParams,
        body: RouteInput,
        response: { 200: RouteResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      route: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );
}
