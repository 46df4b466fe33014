/** /api/admin/trips: a day's dated trips, re-assigning the bus or conductor, and cancelling. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  CancelTripRequest,
  ReassignTripRequest,
  TripList,
  TripQuery,
  TripResponse,
} from '#shared/timetable/timetable-admin.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { TripsService } from './trips.service.ts';

const admin = { access: 'admin' } as const;
const tags = ['admin: timetable'];

export async function tripsHttp(app: FastifyInstance, { service }: { service: TripsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/trips',
    {
      config: admin,
      schema: {
        tags,
        summary: "A service date's trips (today in the operator's zone by default)",
        querystring: TripQuery,
        response: { 200: TripList },
      },
    },
    async (request) => service.list(request.query),
  );

  r.patch(
    '/api/admin/trips/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Re-assign the bus or the conductor',
        params: IdParams,
        body: ReassignTripRequest,
        response: { 200: TripResponse, 412: ErrorBody },
      },
    },
    async (request) => ({
      trip: await service.reassign(actorOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/admin/trips/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancel with a reason',
        params: IdParams,
        body: CancelTripRequest,
        response: { 200: TripResponse, 412: ErrorBody },
      },
    },
    async (request) => ({
      trip: await service.cancel(actorOf(request), request.params.id, request.body.reason),
    }),
  );
}
