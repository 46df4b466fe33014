/**
 * Finding a bus to follow (public, like a trip's live state; a signed-in passenger's search also
 * offers their next booked trip) and replaying a trip (signed in: a shared link, opened signed
 * out, stops showing where the bus was once the trip has ended).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { TrackSearchQuery, TrackSearchResult, TripHistory } from '#shared/tracking/find.ts';
import { NotFoundError } from '#server/errors.ts';
import type { FindService } from './find.service.ts';
import type { HistoryRepo } from './history.repo.ts';

export async function findHttp(
  app: FastifyInstance,
  { service, history }: { service: FindService; history: HistoryRepo },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live tracking'];

  r.get(
    '/api/live/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Today’s trips by route, trip id, bus or booking reference, each live, stale, scheduled, ended or cancelled with its delay; your next booked trip first',
        querystring: TrackSearchQuery,
        response: { 200: TrackSearchResult, 400: ErrorBody },
      },
    },
    async (request) => {
      const user = await request.optionalUser();
      return service.search(request.query.q, user?.id ?? null);
    },
  );

  r.get(
    '/api/live/trips/:id/history',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A trip’s stored fixes in time order, for a replay (thinned past 2,000)',
        params: IdParams,
        response: { 200: TripHistory, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tripId = request.params.id;
      if (!(await history.tripExists(tripId))) throw new NotFoundError('trip', tripId);
      return { tripId, ...(await history.fixes(tripId)) };
    },
  );
}
