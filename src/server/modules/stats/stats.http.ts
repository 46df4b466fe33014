/**
 * The admin dashboard's API: counts at a glance and the latest admin actions. The plugin builds
 * its own service, so app.ts registers it in one line.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#db/client.ts';
import { AdminStats, AuditList, AuditQuery } from '#shared/stats.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { createStatsReadModel } from './stats.read-model.ts';
import { createStatsService } from './stats.service.ts';

export interface StatsRoutesOptions {
  db: Database;
  defaultTimezone: string;
  /** The clock; tests may fix it. */
  now?: () => Date;
}

export async function statsRoutes(
  app: FastifyInstance,
  { db, defaultTimezone, now }: StatsRoutesOptions,
) {
  const operator = operatorServiceFor(db, defaultTimezone);
  const service = createStatsService({
    reads: createStatsReadModel(db),
    operatorTimezone: () => operator.operatorTimezone(),
    ...(now ? { now } : {}),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  r.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Buses by status, routes, stops, today’s trips by status, conductors on duty today',
        response: { 200: AdminStats },
      },
    },
    async () => service.stats(),
  );

  r.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The latest admin actions: who, what and when, newest first',
        querystring: AuditQuery,
        response: { 200: AuditList },
      },
    },
    async (request) => ({ entries: await service.audit(request.query.limit) }),
  );
}
