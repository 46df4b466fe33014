/**
 * `GET /api/conductor/trips` (today's and tomorrow's duties), `POST /api/conductor/trips/:id/start`
 * and `/stop` (end the trip). Declared for conductors (admins pass); the service lets a
 * conductor start and end only their own trips.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DutiesAnswer, DutiesQuery, TripRunAnswer } from '#shared/conductor/conductor.ts';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { DutiesService } from './duties.service.ts';

export async function dutiesHttp(app: FastifyInstance, { duties }: { duties: DutiesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'conductor' } as const;
  const tags = ['conductor'];
  const errors = { 403: ErrorBody, 404: ErrorBody, 412: ErrorBody };

  r.get(
    '/api/conductor/trips',
    {
      config,
      schema: {
        tags,
        summary:
          'Your trips today and tomorrow (the operator’s days), with booked and boarded counts',
        description:
          'A conductor sees the trips assigned to them (and a trip of yesterday still running). An admin sees every trip, or one conductor’s with `conductor`. With none, `note` says whom to ask.',
        querystring: DutiesQuery,
        response: { 200: DutiesAnswer, 403: ErrorBody },
      },
    },
    async (request) => duties.duties(actorOf(request), request.query.conductor),
  );

  r.post(
    '/api/conductor/trips/:id/start',
    {
      config,
      schema: {
        tags,
        summary: 'Start a trip: records when and by whom; it is then en-route',
        description:
          'Idempotent: starting a started trip answers its first start. 412 for a cancelled or ended trip, or one of another day.',
        params: IdParams,
        response: { 200: TripRunAnswer, ...errors },
      },
    },
    async (request) => duties.start(actorOf(request), request.params.id),
  );

  r.post(
    '/api/conductor/trips/:id/stop',
    {
      config,
      schema: {
        tags,
        summary: 'End a trip: records when and by whom; it is then completed',
        description:
          'Idempotent: ending an ended trip answers its first end. 412 for a cancelled trip or one not started.',
        params: IdParams,
        response: { 200: TripRunAnswer, ...errors },
      },
    },
    async (request) => duties.end(actorOf(request), request.params.id),
  );
}
