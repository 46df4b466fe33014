/**
 * Import jobs. A job runs in the process that received the upload, which keeps its live progress
 * in memory; the gtfs_import table records its start and its outcome, so once it has finished any
 * instance can answer for it. One import at a time per process (the transaction's advisory lock
 * serialises instances).
 */
import { ImportOutcome, type ImportJob } from '#shared/gtfs.ts';
import { ConflictError } from '#server/errors.ts';
import type { GtfsService } from './gtfs.service.ts';
import type { ImportJobsRepo } from './import-jobs.repo.ts';
import { failedOutcome } from './report.ts';

/** Finished jobs kept in memory; older ones are answered from the table. */
const KEPT_FINISHED = 20;

export interface StartImport {
  path: string;
  fileName: string;
  actorId: string | null;
  /** Removes the uploaded file once the job has ended. */
  cleanup: () => Promise<void>;
}

export interface ImportJobsDeps {
  service: GtfsService;
  repo: ImportJobsRepo;
  log: { error(object: unknown, message: string): void };
}

export function createImportJobs({ service, repo, log }: ImportJobsDeps) {
  const live = new Map<string, ImportJob>();
  const running = new Set<Promise<void>>();

  async function execute(job: ImportJob, input: StartImport) {
    try {
      const outcome = await service.importFeed({
        ...input,
        onProgress: ({ stage, percent }) => Object.assign(job, { stage, percent }),
      });
      Object.assign(job, { status: outcome.ok ? 'succeeded' : 'failed', outcome });
    } catch (error) {
      log.error({ err: error }, 'GTFS import failed');
      Object.assign(job, { status: 'failed', stage: 'done', outcome: crashed(error) });
    } finally {
      job.finishedAt = new Date().toISOString();
      await repo
        .finish(job.id, job.status, job.outcome)
        .catch((error: unknown) => log.error({ err: error }, 'recording a GTFS import failed'));
      await input.cleanup().catch(() => undefined);
      forgetOld(live);
    }
  }

  return {
    async start(input: StartImport): Promise<ImportJob> {
      if ([...live.values()].some((job) => job.status === 'running')) {
        await input.cleanup();
        throw new ConflictError(
          'failed-precondition',
          undefined,
          'A GTFS import is already running; try again when it has finished.',
        );
      }
      const row = await repo.insert({ fileName: input.fileName, actorId: input.actorId });
      const job: ImportJob = {
        id: row.id,
        status: 'running',
        stage: 'queued',
        percent: 0,
        fileName: input.fileName,
        startedAt: row.createdAt.toISOString(),
        finishedAt: null,
        outcome: null,
      };
      live.set(job.id, job);
      const run = execute(job, input).finally(() => running.delete(run));
      running.add(run);
      return { ...job };
    },

    async get(id: string): Promise<ImportJob | undefined> {
      const job = live.get(id);
      if (job) return { ...job };
      const row = await repo.find(id);
      if (!row) return undefined;
      const outcome = ImportOutcome.safeParse(row.outcome);
      return {
        id: row.id,
        status: row.status,
        stage: row.status === 'running' ? 'queued' : 'done',
        percent: row.status === 'running' ? 0 : 100,
        fileName: row.fileName,
        startedAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        outcome: outcome.success ? outcome.data : null,
      };
    },

    /** Resolves when no import is running in this process (for a graceful close and for tests). */
    async idle() {
      await Promise.all(running);
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;

function forgetOld(live: Map<string, ImportJob>) {
  const finished = [...live.values()].filter((job) => job.status !== 'running');
  for (const job of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED)))
    live.delete(job.id);
}

function crashed(error: unknown): ImportOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return failedOutcome(`the import stopped on an internal error and changed nothing (${reason})`);
}
