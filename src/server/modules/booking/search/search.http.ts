/** Public trip search: `GET /api/trips`, popular routes for a first visit. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/api-error.ts';
import { PopularRoutes, TripSearchQuery, TripSearchResult } from '#shared/search.ts';
import type { SearchService } from './search.service.ts';
import type { TripCatalogue } from './trip-catalogue.read-model.ts';

export async function searchHttp(
  app: FastifyInstance,
  { service, catalogue }: { service: SearchService; catalogue: TripCatalogue },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking'];

  r.get(
    '/api/trips',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Trips calling at `from` before `to` on a service date, with fare and seats left; an empty result says why',
        querystring: TripSearchQuery,
        response: { 200: TripSearchResult, 404: ErrorBody },
      },
    },
    async (request) => service.search(request.query),
  );

  r.get(
    '/api/trips/popular',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Pairs of places booked most lately, or the busiest routes’ ends',
        response: { 200: PopularRoutes },
      },
    },
    async () => ({ routes: await catalogue.popular(4) }),
  );
}
