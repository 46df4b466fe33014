/** /api/admin/buses: the fleet list, one bus, add, edit, status and the photo upload. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  BUS_PHOTO_MAX_BYTES,
  BusInput,
  BusList,
  BusOptions,
  BusQuery,
  BusResponse,
  BusStatusRequest,
  PhotoResponse,
} from '#shared/fleet/buses.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { TOO_LARGE } from './bus-photo.ts';
import type { BusesService } from './buses.service.ts';
import { LookupParams, lookupId } from '../lookup-params.ts';
import { actorOf } from '#server/plugins/access.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: fleet'];

export async function busesHttp(app: FastifyInstance, { service }: { service: BusesService }) {
  // A little over the limit, so an oversize photo is answered with our own sentence.
  await app.register(multipart, {
    limits: { fileSize: BUS_PHOTO_MAX_BYTES + 1, files: 1, fields: 0 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/buses',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Search, filter, sort and page the fleet',
        querystring: BusQuery,
        response: { 200: BusList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/buses/options',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every bus, briefly, for choosing one',
        response: { 200: BusOptions },
      },
    },
    async () => ({ buses: await service.options() }),
  );

  r.get(
    '/api/admin/buses/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One bus',
        params: LookupParams,
        response: { 200: BusResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ bus: await service.get(lookupId('bus', request.params.id)) }),
  );

  r.post(
    '/api/admin/buses',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a bus',
        body: BusInput,
        response: { 201: BusResponse, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ bus: await service.create(actorOf(request), request.body) }),
  );

  r.put(
    '/api/admin/buses/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a bus (a new layout is refused while sold seats would be stranded)',
        params: IdParams,
        body: BusInput,
        response: { 200: BusResponse, 409: ErrorBody, 412: ErrorBody },
      },
    },
    async (request) => ({
      bus: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/admin/buses/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Return to service, send to maintenance or retire',
        params: IdParams,
        body: BusStatusRequest,
        response: { 200: BusResponse, 412: ErrorBody },
      },
    },
    async (request) => ({
      bus: await service.setStatus(actorOf(request), request.params.id, request.body.status),
    }),
  );

  r.post(
    '/api/admin/buses/photos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload a bus photo (multipart field "file"); save the bus with the returned URL',
        consumes: ['multipart/form-data'],
        response: { 201: PhotoResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new InvalidArgumentError(
          'Send the photo as multipart/form-data in the field "file".',
        );
      const file = await request.file();
      if (!file) throw new InvalidArgumentError('No photo was sent.');
      const bytes = await file.toBuffer().catch(() => {
        throw new InvalidArgumentError(TOO_LARGE);
      });
      return reply.status(201).send({ photo: await service.uploadPhoto(bytes) });
    },
  );
}
