/**
 * `POST /api/positions`: a conductor's phone (for their own trip) or an admin sends one fix, or a
 * batch of up to 100 — the queue a phone kept while out of coverage. Idempotent: a retried batch
 * answers what it stored now and what it had already. Counted per account and client address
 * (requests) and per trip and sender (fixes): tracking-limits.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IngestResult, PositionsBody } from '#shared/tracking/tracking.ts';
import { ErrorBody } from '#shared/core/error-body.ts';
import type { TrackingService } from '../tracking.ts';
import type { TrackingLimits } from '../tracking-limits.ts';

export async function positionsHttp(
  app: FastifyInstance,
  { tracking, limits }: { tracking: TrackingService; limits: TrackingLimits },
) {
  const s = limits.settings;
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
          'bad fix never freezes a bus. Idempotent on trip and recorded time. Limits (429 ' +
          '`resource-exhausted` with `Retry-After`): ' +
          `${s.fixesPerTripPerMinute} fixes a minute per trip and sender (a batch counts each ` +
          `fix), ${s.positionRequestsPerAccountPerMinute} requests a minute per account and ` +
          `${s.positionRequestsPerAddressPerMinute} per client address.`,
        body: PositionsBody,
        response: { 200: IngestResult, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = request.user!;
      await limits.positionRequest(user.id, request.ip);
      const fixes = 'fixes' in request.body ? request.body.fixes : [request.body];
      return tracking.ingest(
        { kind: 'user', userId: user.id, role: user.role },
        fixes,
        'conductor',
      );
    },
  );
}
