/** A route's fare: set (per km or a table) or remove. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { FareInput, FareResponse } from '#shared/network/fares.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { OkResponse } from '#shared/network/network.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { FaresService } from './fares.service.ts';

export async function faresHttp(app: FastifyInstance, { service }: { service: FaresService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['admin: network'];

  r.put(
    '/api/admin/routes/:id/fare',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the route’s fare, in minor units of the operator’s currency',
        params: IdParams,
        body: FareInput,
        response: { 200: FareResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      fare: await service.set(actorOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/routes/:id/fare',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove the route’s fare',
        params: IdParams,
        response: { 200: OkResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
