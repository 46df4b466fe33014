/**
 * The live state as JSON, for a first paint and for clients without WebSocket: one trip as
 * `/track` shows it (the same as the `trip:<id>` channel sends), and every bus on the road.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/core/list-params.ts';
import { FleetPositions, LiveTrip } from '#shared/tracking/tracking.ts';
import type { TrackingService } from '../tracking.ts';

export async function liveTripsHttp(
  app: FastifyInstance,
  { tracking, now }: { tracking: TrackingService; now: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];

  r.get(
    '/api/live/trips/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A trip live: its state, last position, delay, and every stop with its ETA',
        params: IdParams,
        response: { 200: LiveTrip },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tracking.liveTrip(request.params.id);
    },
  );

  r.get(
    '/api/live/fleet',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every bus with a fix in the last 10 minutes, live or stale',
        response: { 200: FleetPositions },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { buses: await tracking.fleet(), at: now().toISOString() };
    },
  );
}
