/** /api/admin/conductors: the list with today's trips, one, register, edit, disable and enable. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  ConductorInput,
  ConductorList,
  ConductorQuery,
  ConductorResponse,
  DisableConductorRequest,
  DisableConductorResponse,
} from '#shared/fleet/conductors.ts';
import { IdParams } from '#shared/core/list-params.ts';
import type { ConductorsService } from './conductors.service.ts';
import { actorOf } from '#server/plugins/access.ts';
import { LookupParams, lookupId } from '../lookup-params.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: conductors'];

export async function conductorsHttp(
  app: FastifyInstance,
  { service }: { service: ConductorsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/conductors',
    {
      config: admin,
      schema: {
        tags,
        summary: "Search, filter, sort and page conductors, with today's trips",
        querystring: ConductorQuery,
        response: { 200: ConductorList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/conductors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One conductor',
        params: LookupParams,
        response: { 200: ConductorResponse, 404: ErrorBody },
      },
    },
    async (request) => ({
      conductor: await service.get(lookupId('conductor', request.params.id)),
    }),
  );

  r.post(
    '/api/admin/conductors',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Register a conductor: the account and the profile, all or nothing; then the invitation mail',
        body: ConductorInput,
        response: { 201: ConductorResponse, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ conductor: await service.register(actorOf(request), request.body) }),
  );

  r.put(
    '/api/admin/conductors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Change the name, e-mail, profile or assigned bus; a new e-mail is unverified, signed out everywhere and mailed a password link',
        params: IdParams,
        body: ConductorInput,
        response: { 200: ConductorResponse, 409: ErrorBody },
      },
    },
    async (request) => ({
      conductor: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/admin/conductors/:id/disable',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Disable the conductor and their account (signed out everywhere), and take them off the trips not yet left and the schedules still valid',
        params: IdParams,
        body: DisableConductorRequest,
        response: { 200: DisableConductorResponse },
      },
    },
    async (request) => service.disable(actorOf(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/conductors/:id/enable',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enable the conductor and their account',
        params: IdParams,
        response: { 200: ConductorResponse },
      },
    },
    async (request) => ({ conductor: await service.enable(actorOf(request), request.params.id) }),
  );
}
