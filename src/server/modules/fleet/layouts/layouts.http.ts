/** /api/admin/seat-layouts: the layouts, one with its decks, add, change and delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkResponse } from '#shared/accounts/accounts.ts';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { SeatLayoutInput, SeatLayoutList, SeatLayoutResponse } from '#shared/fleet/seat-layout.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { LayoutsService } from './layouts.service.ts';
import { LookupParams, lookupId } from '../lookup-params.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: fleet'];

export async function layoutsHttp(app: FastifyInstance, { service }: { service: LayoutsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/seat-layouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every seat layout with its seat count and how many buses use it',
        response: { 200: SeatLayoutList },
      },
    },
    async () => ({ layouts: await service.list() }),
  );

  r.get(
    '/api/admin/seat-layouts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One seat layout with its decks',
        params: LookupParams,
        response: { 200: SeatLayoutResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ layout: await service.get(lookupId('seat layout', request.params.id)) }),
  );

  r.post(
    '/api/admin/seat-layouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a seat layout',
        body: SeatLayoutInput,
        response: { 201: SeatLayoutResponse, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ layout: await service.create(actorOf(request), request.body) }),
  );

  r.put(
    '/api/admin/seat-layouts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a seat layout (refused if sold seats would disappear)',
        params: IdParams,
        body: SeatLayoutInput,
        response: { 200: SeatLayoutResponse, 409: ErrorBody, 412: ErrorBody },
      },
    },
    async (request) => ({
      layout: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/seat-layouts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a seat layout no bus uses',
        params: IdParams,
        response: { 200: OkResponse, 412: ErrorBody },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
