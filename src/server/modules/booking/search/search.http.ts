/** Public trip search: `GET /api/trips`, popular routes for a first visit. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { PopularRoutes, TripSearchQuery, TripSearchResult } from '#shared/booking/search.ts';
import { negotiateEncoding } from '#server/plugins/compression/compression.ts';
import type { SearchAnswerCache } from './search-answer-cache.ts';
import type { SearchService } from './search.service.ts';
import type { TripCatalogue } from '../catalogue/trip-catalogue.read-model.ts';

export async function searchHttp(
  app: FastifyInstance,
  {
    service,
    catalogue,
    answers,
  }: { service: SearchService; catalogue: TripCatalogue; answers: SearchAnswerCache },
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
    async (request, reply) => {
      const { query } = request;
      const answer = await answers.get(await service.answerKey(query), async () => {
        const { result, tripIds, validUntil } = await service.answer(query);
        // Sent as bytes, so Fastify's serializer never sees it: checked here instead.
        const json = JSON.stringify(TripSearchResult.parse(result));
        return { json, tripIds, validUntil: validUntil.getTime() };
      });
      reply.type('application/json; charset=utf-8');
      const encoding = negotiateEncoding(request, reply, answer.body('identity').length);
      // The bytes of a TripSearchResult, checked when it was computed.
      return reply.send(answer.body(encoding) as unknown as TripSearchResult);
    },
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
