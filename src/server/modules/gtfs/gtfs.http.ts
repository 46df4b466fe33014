/**
 * GTFS routes: upload a feed to import (the answer streams the job's progress, then its report),
 * the job again by id (for a reload or a shared link), and the network as a GTFS zip. The plugin
 * keeps @fastify/multipart inside its own scope.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import {
  IMPORT_STREAM_TYPE,
  ImportJob,
  ImportJobParams,
  MAX_GTFS_UPLOAD_BYTES,
} from '#shared/gtfs/gtfs.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { GtfsService } from './gtfs.service.ts';
import type { ImportJobs } from './jobs/import-jobs.ts';
import { allowTimezoneChangeField } from './import/import-operator.ts';
import { jobLines, saveUpload } from './jobs/import-upload.ts';
import { shiftDaysField, shiftToCurrentWeekField } from './mapping/calendar/shift-days.ts';

export interface GtfsHttpOptions {
  service: GtfsService;
  jobs: ImportJobs;
  /** The largest feed accepted; 100 MB unless a test asks for less. */
  maxUploadBytes?: number | undefined;
}

export async function gtfsHttp(
  app: FastifyInstance,
  { service, jobs, ...options }: GtfsHttpOptions,
) {
  const maxUploadBytes = options.maxUploadBytes ?? MAX_GTFS_UPLOAD_BYTES;
  await app.register(multipart, {
    limits: {
      fileSize: maxUploadBytes,
      files: 1,
      fields: 10,
      parts: 20,
    },
  });
  importRoutes(app, jobs, maxUploadBytes);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/gtfs.zip',
    {
      config: { access: 'public' },
      schema: {
        tags: ['network'],
        summary: 'The current network as a GTFS static feed (zip)',
        produces: ['application/zip'],
      },
    },
    async (_request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="gtfs.zip"')
        .send(service.exportFeed()),
  );
}

function importRoutes(app: FastifyInstance, jobs: ImportJobs, maxUploadBytes: number) {
  // Untyped: its answer is a stream of ImportJob lines, not one ImportJob.
  app.post(
    '/api/admin/gtfs/import',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['network'],
        summary: 'Import a GTFS zip (multipart field "file", up to 100 MB), following its progress',
        description:
          'Answers 200 as soon as the import starts and streams it as NDJSON: one ImportJob per ' +
          'line, each time its stage or whole percent changes, the last one finished (status ' +
          'succeeded or failed, with counts, the trips rolled out and the validation report). ' +
          'Nothing else needs the database while the import runs, so the progress arrives on ' +
          'embedded PGlite too. The import goes on if the client goes away; ' +
          'GET /api/admin/gtfs/import/{id} answers for it. A feed whose time zone differs from ' +
          'that of a network with stops or routes fails (outcome.refusal, failed-precondition, ' +
          'naming both zones) unless the form sends allowTimezoneChange=true before the file. ' +
          'shiftDays (a multiple of 7 within ±3650) moves every date of the feed by that many days; ' +
          'shiftToCurrentWeek=true moves it so its first service date falls this week (outcome.shiftDays ' +
          'and shiftMessage state the shift). Refusals (no file, too large, an ' +
          'import already running) come before the stream, as JSON errors.',
        consumes: ['multipart/form-data'],
        response: {
          200: {
            description: 'The import, streamed: one ImportJob per line',
            content: { [IMPORT_STREAM_TYPE]: { schema: ImportJob } },
          },
          400: ErrorBody,
          409: ErrorBody,
          412: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw new InvalidArgumentError('Send the GTFS zip as a file in a multipart form.');
      const upload = await saveUpload(part.file, maxUploadBytes);
      const { allowTimezoneChange, ...shift } = await formOptions(part.fields, upload.cleanup);
      const lines = jobLines();
      const job = await jobs.start(
        {
          ...upload,
          fileName: part.filename || 'gtfs.zip',
          actorId: actor.id,
          allowTimezoneChange,
          ...shift,
        },
        lines.write,
      );
      return reply
        .type(IMPORT_STREAM_TYPE)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no') // nginx: pass each line on as it comes
        .header('location', `/api/admin/gtfs/import/${job.id}`)
        .send(lines.stream);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/gtfs/import/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['network'],
        summary:
          'A GTFS import: stage and percent while it runs (from the instance running it), then counts and the validation report',
        params: ImportJobParams,
        response: { 200: ImportJob, 404: ErrorBody },
      },
    },
    async (request) => {
      const job = await jobs.get(request.params.id);
      if (!job) throw new NotFoundError('GTFS import', request.params.id);
      return job;
    },
  );
}

/** The form's fields sent before the file; a bad value removes the saved upload before the 400. */
async function formOptions(fields: Record<string, unknown>, cleanup: () => Promise<void>) {
  try {
    const shiftDays = shiftDaysField(fields);
    const shiftToCurrentWeek = shiftToCurrentWeekField(fields);
    if (shiftDays !== 0 && shiftToCurrentWeek)
      throw new InvalidArgumentError('Send either shiftDays or shiftToCurrentWeek, not both.', {
        fields: [{ field: 'shiftDays', message: 'Leave it out to move to the current week.' }],
      });
    return { allowTimezoneChange: allowTimezoneChangeField(fields), shiftDays, shiftToCurrentWeek };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
