/**
 * The trip's manifest for its conductor (or an admin): `GET /api/conductor/trips/:id/manifest`
 * (JSON, kept by the phone for offline checks), `.csv` (the admin's CSV), and manual marks
 * `POST /api/conductor/trips/:id/manifest/:ticketId` `{ mark: boarded | no-show }`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DoorManifest,
  DoorManifestTicket,
  MarkBody,
  MarkParams,
} from '#shared/conductor/conductor.ts';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import { manifestCsv, manifestFileName } from '#server/modules/booking/manifest/manifest-csv.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { DoorManifestService } from './door-manifest.service.ts';

export async function doorManifestHttp(
  app: FastifyInstance,
  { service }: { service: DoorManifestService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'conductor' } as const;
  const tags = ['conductor'];
  const errors = { 403: ErrorBody, 404: ErrorBody };

  r.get(
    '/api/conductor/trips/:id/manifest',
    {
      config,
      schema: {
        tags,
        summary: 'Every ticket of the trip with its state at the door, boarding and counts',
        description:
          'Each ticket’s id, status and boarding are what the shared verdict (src/shared/tickets/ticket-check.ts) judges an offline check with; `readAt` says when the copy was read. `state` is valid (to board), boarded, no-show or void; `conflicts` lists checks of other devices that synced after the boarding.',
        params: IdParams,
        response: { 200: DoorManifest, ...errors },
      },
    },
    async (request) => service.manifest(actorOf(request), request.params.id),
  );

  r.get(
    '/api/conductor/trips/:id/manifest.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The trip’s manifest as a CSV download (the admin’s, formula-safe cells)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const manifest = await service.csvManifest(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFileName(manifest)}"`)
        .send(manifestCsv(manifest));
    },
  );

  r.post(
    '/api/conductor/trips/:id/manifest/:ticketId',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a passenger boarded or a no-show by hand',
        description:
          'Idempotent: a mark made again changes nothing. A boarded mark is a boarding like a check (one per ticket); a no-show is cleared if the passenger is checked in later. 412 for a void ticket, or a no-show of one who boarded.',
        params: MarkParams,
        body: MarkBody,
        response: { 200: DoorManifestTicket, ...errors, 412: ErrorBody },
      },
    },
    async (request) =>
      service.mark(actorOf(request), request.params.id, request.params.ticketId, request.body.mark),
  );
}
