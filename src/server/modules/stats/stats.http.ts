/** The admin dashboard's API: counts at a glance and the latest admin actions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminStats, AuditList, AuditQuery, BookingStats } from '#shared/stats/stats.ts';
import type { StatsService } from './stats.service.ts';

export async function statsHttp(app: FastifyInstance, { service }: { service: StatsService }) {
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
    '/api/admin/stats/bookings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Bookings and seats sold today, takings of the last 7 days, how full the next 7 days’ trips are',
        response: { 200: BookingStats },
      },
    },
    async () => service.bookings(),
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
