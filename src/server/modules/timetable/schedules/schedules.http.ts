/** /api/admin/schedules: list by route, one, create, edit, delete, the pickers, and the roll-out. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  DeleteScheduleResponse,
  ScheduleInput,
  ScheduleList,
  ScheduleQuery,
  Schedule,
  ScheduleResponse,
} from '#shared/timetable/timetable.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { RolloutReport, TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { SchedulesService } from './schedules.service.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: timetable'];

export async function schedulesHttp(
  app: FastifyInstance,
  { service }: { service: SchedulesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/schedules',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Schedules, by route, paged',
        querystring: ScheduleQuery,
        response: { 200: ScheduleList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/schedules/options',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Routes with their stops, buses and conductors to choose from',
        response: { 200: TimetableOptions },
      },
    },
    async () => service.options(),
  );

  r.post(
    '/api/admin/schedules/rollout',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Roll dated trips out now; reports how many were created',
        response: { 200: RolloutReport },
      },
    },
    async (request) => service.rollOutNow(actorOf(request)),
  );

  r.get(
    '/api/admin/schedules/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One schedule with its stop times',
        params: IdParams,
        response: { 200: Schedule },
      },
    },
    async (request) => service.get(request.params.id),
  );

  r.post(
    '/api/admin/schedules',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a schedule and roll out its trips',
        body: ScheduleInput,
        response: { 201: ScheduleResponse, 400: ErrorBody, 412: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  r.put(
    '/api/admin/schedules/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a schedule; re-plans its unsold future trips',
        params: IdParams,
        body: ScheduleInput,
        response: { 200: ScheduleResponse, 400: ErrorBody, 412: ErrorBody },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/admin/schedules/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a schedule and its unsold future trips',
        params: IdParams,
        response: { 200: DeleteScheduleResponse, 412: ErrorBody },
      },
    },
    async (request) => ({
      ok: true as const,
      plan: await service.remove(actorOf(request), request.params.id),
    }),
  );
}
