/**
 * `POST /api/positions`: a conductor's phone (for their own trip) or an admin sends one fix, or a
 * batch of up to 100 — the queue a phone kept while out of coverage. Idempotent: a retried batch
 * answers what it stored now and what it had already.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IngestResult, PositionsBody } from '#shared/tracking/tracking.ts';
import type { TrackingService } from '../tracking.ts';

export async function positionsHttp(
  app: FastifyInstance,
  { tracking }: { tracking: TrackingService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/positions',
    {
      config: { access: 'conductor' },
      schema: {
        tags: ['tracking'],
        summary: 'Send the bus position: one GPS fix, or a batch of up to 100 in time order',
        description:
          'The trip’s conductor or an admin. Each fix is checked (coordinates, a time at most 30 s ' +
          'ahead, a trip not cancelled whose window is open: from 90 min before its first ' +
          'departure to 6 h after its last arrival, by the server’s clock and by the fix’s own ' +
          'time). A fix that must not move the bus is kept but flagged: more than 10 km from the ' +
          'trip’s shape, or faster than 150 km/h from the good fix before it in time, whatever ' +
          'order fixes arrive in; three consistent fixes in a row outvote fewer good ones, so one ' +
          'bad fix never freezes a bus. Idempotent on trip and recorded time.',
        body: PositionsBody,
        response: { 200: IngestResult },
      },
    },
    async (request) => {
      const user = request.user!;
      const fixes = 'fixes' in request.body ? request.body.fixes : [request.body];
      return tracking.ingest(
        { kind: 'user', userId: user.id, role: user.role },
        fixes,
        'conductor',
      );
    },
  );
}
