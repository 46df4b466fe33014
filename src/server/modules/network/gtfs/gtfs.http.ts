/**
 * GTFS routes: upload a feed to import (the answer streams the job's progress, then its report),
 * the job again by id (for a reload or a shared link), and the network as a GTFS zip. The plugin
 * builds its own services, so app.ts registers it in one line, and keeps @fastify/multipart inside
 * its own scope.
 */
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#db/client.ts';
import { ErrorBody } from '#shared/api-error.ts';
import {
  IMPORT_STREAM_TYPE,
  ImportJob,
  ImportJobParams,
  MAX_GTFS_UPLOAD_BYTES,
} from '#shared/gtfs.ts';
import type { Env } from '#server/env.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import { actorOf } from '#server/plugins/access.ts';
import { operatorServiceFor } from '../operator/operator.service.ts';
import {
  createRolloutService,
  type RolloutService,
} from '../timetable/rollout/schedules-rollout.service.ts';
import { createGtfsExportRepo } from './export/export.repo.ts';
import { createGtfsRepo } from './gtfs.repo.ts';
import { createGtfsService } from './gtfs.service.ts';
import { createImportJobsRepo } from './jobs/import-jobs.repo.ts';
import { createImportJobs, type ImportJobs } from './jobs/import-jobs.ts';
import type { ImportLimits } from './import/import-limits.ts';
import { allowTimezoneChangeField } from './import/import-operator.ts';
import { jobLines, saveUpload } from './jobs/import-upload.ts';

export interface GtfsHttpOptions {
  database: DatabaseHandle;
  env: Env;
  /** The largest feed accepted; 100 MB unless a test asks for less. */
  maxUploadBytes?: number;
  /** What an import may inflate and hold; DEFAULT_IMPORT_LIMITS unless a test asks for less. */
  importLimits?: ImportLimits;
}

export async function gtfsHttp(app: FastifyInstance, options: GtfsHttpOptions) {
  const { db } = options.database;
  const operator = operatorServiceFor(db, options.env.OPERATOR_TIMEZONE);
  const timezone = () => operator.operatorTimezone();
  const closing = new AbortController();
  const rollout = createRolloutService({ db, timezone, log: app.log });
  const service = createGtfsService({
    repo: createGtfsRepo(db),
    exportRepo: createGtfsExportRepo(db),
    exportDefaults: {
      agencyName: options.env.APP_NAME,
      agencyUrl: options.env.PUBLIC_URL ?? `http://localhost:${options.env.PORT}`,
      timezone,
    },
    currency: options.env.CURRENCY,
    limits: options.importLimits,
    timezone: options.env.OPERATOR_TIMEZONE,
    rollOut: () => rollOutAfterImport(rollout, closing.signal, app.log),
  });
  const jobs = createImportJobs({ service, repo: createImportJobsRepo(db), log: app.log });
  // A roll-out in flight stops after its batch; the import itself runs to its end.
  app.addHook('preClose', async () => closing.abort());
  app.addHook('onClose', () => jobs.idle());
  app.addHook('onReady', async () => {
    await jobs.recoverAtStartUp().catch((error: unknown) => {
      app.log.error({ err: error }, 'closing GTFS imports left running failed');
    });
  });
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
          'naming both zones) unless the form sends allowTimezoneChange=true before the file. Refusals (no file, too large, an ' +
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
      const allowTimezoneChange = await confirmationOf(part.fields, upload.cleanup);
      const lines = jobLines();
      const job = await jobs.start(
        {
          ...upload,
          fileName: part.filename || 'gtfs.zip',
          actorId: actor.id,
          allowTimezoneChange,
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

/** The form's allowTimezoneChange; a bad value removes the saved upload before the 400. */
async function confirmationOf(fields: Record<string, unknown>, cleanup: () => Promise<void>) {
  try {
    return allowTimezoneChangeField(fields);
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function rollOutAfterImport(
  rollout: RolloutService,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<number | null> {
  try {
    return (await rollout.rollOutAll(signal)).created;
  } catch (error) {
    log.error(
      { err: error },
      'the roll-out after a GTFS import failed; the hourly roll-out adds the trips',
    );
    return null;
  }
}
