/**
 * GTFS routes: upload a feed to import (202 with a job to poll), the job's progress and report,
 * and the network as a GTFS zip. The plugin builds its own services, so app.ts registers it in one
 * line, and keeps @fastify/multipart inside its own scope.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#db/client.ts';
import { ErrorBody } from '#shared/api-error.ts';
import { ImportJob, ImportJobParams, MAX_GTFS_UPLOAD_BYTES } from '#shared/gtfs.ts';
import type { Env } from '#server/env.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import { operatorServiceFor } from '../operator.service.ts';
import { createGtfsExportRepo } from './export.repo.ts';
import { createGtfsRepo } from './gtfs.repo.ts';
import { createGtfsService } from './gtfs.service.ts';
import { createImportJobsRepo } from './import-jobs.repo.ts';
import { createImportJobs, type ImportJobs } from './import-jobs.ts';

export interface GtfsRoutesOptions {
  database: DatabaseHandle;
  env: Env;
  /** The largest feed accepted; 100 MB unless a test asks for less. */
  maxUploadBytes?: number;
}

export async function gtfsRoutes(app: FastifyInstance, options: GtfsRoutesOptions) {
  const { db } = options.database;
  const operator = operatorServiceFor(db, options.env.OPERATOR_TIMEZONE);
  const service = createGtfsService({
    repo: createGtfsRepo(db),
    exportRepo: createGtfsExportRepo(db),
    exportDefaults: {
      agencyName: options.env.APP_NAME,
      agencyUrl: options.env.PUBLIC_URL ?? `http://localhost:${options.env.PORT}`,
      timezone: () => operator.operatorTimezone(),
    },
  });
  const jobs = createImportJobs({ service, repo: createImportJobsRepo(db), log: app.log });
  app.addHook('onClose', () => jobs.idle());
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/gtfs/import',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['network'],
        summary:
          'Import a GTFS zip (multipart field "file", up to 100 MB); poll the job it answers',
        consumes: ['multipart/form-data'],
        response: { 202: ImportJob, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw new InvalidArgumentError('Send the GTFS zip as a file in a multipart form.');
      const upload = await saveUpload(part.file, maxUploadBytes);
      const job = await jobs.start({
        ...upload,
        fileName: part.filename || 'gtfs.zip',
        actorId: request.user?.id ?? null,
      });
      return reply.status(202).header('location', `/api/admin/gtfs/import/${job.id}`).send(job);
    },
  );

  r.get(
    '/api/admin/gtfs/import/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['network'],
        summary:
          'A GTFS import: stage and percent while it runs, then counts and the validation report',
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

/** Streams the upload to a file of its own, so the import reads it with random access. */
async function saveUpload(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'busway-gtfs-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'feed.zip');
  try {
    await pipeline(file, createWriteStream(path));
    // Past the limit the stream ends early rather than failing: never import a cut-off file.
    if (file.truncated) throw tooLarge(maxBytes);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { path, cleanup };
}

/** 413, which the error handler answers as resource-exhausted, like any body over a limit. */
function tooLarge(maxBytes: number) {
  const limit = maxBytes >= 2 ** 20 ? `${Math.round(maxBytes / 2 ** 20)} MB` : `${maxBytes} bytes`;
  return Object.assign(new Error(`The GTFS zip is larger than ${limit}.`), {
    statusCode: 413,
  });
}
