import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  HealthResponse,
  OutboxAttachmentParams,
  OutboxQuery,
  OutboxResponse,
  PublicConfig,
} from '#shared/system/system.ts';
import { AppError } from '#server/errors.ts';
import type { SystemService } from './system.service.ts';

export async function systemHttp(app: FastifyInstance, { service }: { service: SystemService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Status of the database, realtime and mail',
        response: { 200: HealthResponse, 503: ErrorBody },
      },
    },
    async () => {
      const health = await service.health();
      if (health.checks.database.status === 'down') {
        throw new AppError('unavailable', 'The database does not answer.', health);
      }
      return health;
    },
  );

  r.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public client configuration',
        response: { 200: PublicConfig },
      },
    },
    async () => service.publicConfig(),
  );

  r.get(
    '/api/dev/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'Mail kept in the outbox (outbox mode), newest first',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => service.outbox(request.query),
  );

  r.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'One file sent with an outbox mail (a ticket PDF, a calendar event)',
        params: OutboxAttachmentParams,
      },
    },
    async (request, reply) => {
      const file = await service.outboxAttachment(request.params.id, request.params.index);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.content);
    },
  );
}

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
