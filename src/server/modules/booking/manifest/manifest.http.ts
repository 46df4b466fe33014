/**
 * A trip's passenger manifest, as JSON for the screen and as CSV to download. Declared for
 * conductors (admins pass too); the service lets a conductor see only their own trip's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { Manifest } from '#shared/booking/manifest.ts';
import { actorOf } from '#server/plugins/access.ts';
import { manifestCsv, manifestFileName } from './manifest-csv.ts';
import type { ManifestService } from './manifest.service.ts';

export async function manifestHttp(
  app: FastifyInstance,
  { service }: { service: ManifestService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: trips'];
  const config = { access: 'conductor' } as const;
  const errors = { 403: ErrorBody, 404: ErrorBody };

  r.get(
    '/api/admin/trips/:id/manifest',
    {
      config,
      schema: {
        tags,
        summary: 'The passengers of a trip’s confirmed bookings by seat, with where they ride',
        params: IdParams,
        response: { 200: Manifest, ...errors },
      },
    },
    async (request) => service.manifest(request.params.id, actorOf(request)),
  );

  r.get(
    '/api/admin/trips/:id/manifest.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The manifest as a CSV download (formula-safe cells)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const manifest = await service.manifest(request.params.id, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFileName(manifest)}"`)
        .send(manifestCsv(manifest));
    },
  );
}
