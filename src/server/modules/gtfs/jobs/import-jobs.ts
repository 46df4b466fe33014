/**
 * Import jobs. A job runs in the process that received the upload, which keeps its live progress
 * in memory and hands each change to the upload's own answer (gtfs.http.ts streams it); the
 * gtfs_import table records its start and its outcome, so once it has finished any instance can
 * answer for it. One import at a time across instances: the table holds at most one running row,
 * and a second upload is refused naming the running one (import-jobs.repo.ts).
 */
import { ImportOutcome, type ImportJob } from '#shared/gtfs/gtfs.ts';
import { ConflictError } from '#server/errors.ts';
import type { GtfsService } from '../gtfs.service.ts';
import { isUniqueViolation, type ImportJobsRepo, type ImportLease } from './import-jobs.repo.ts';
import { closeAbandonedImports } from './import-recovery.ts';
import { PROGRESS } from '../import/import-state.ts';
import { failedOutcome } from '../report.ts';

/** Finished jobs kept in memory; older ones are answered from the table. */
const KEPT_FINISHED = 20;

export interface StartImport {
  path: string;
  fileName: string;
  actorId: string | null;
  /** Removes the uploaded file once the job has ended. */
  cleanup: () => Promise<void>;
  /** The file is the user's own (the CLI): not recorded for start-up to remove. */
  userFile?: boolean;
  /** The admin confirmed that the feed may move the operator's time zone. */
  allowTimezoneChange?: boolean;
  /** Days every date of the feed moves by, a multiple of 7 (mapping/calendar/shift-days.ts). */
  shiftDays?: number;
  /** Move the feed to the current week, the shift computed from its calendars. */
  shiftToCurrentWeek?: boolean;
}

/** Told the job each time its stage or whole percent changes, and once more when it has ended. */
export type JobListener = (job: ImportJob) => void;

export interface ImportJobsDeps {
  service: GtfsService;
  repo: ImportJobsRepo;
  log: {
    error(object: unknown, message: string): void;
    warn(object: unknown, message: string): void;
  };
}

export function createImportJobs({ service, repo, log }: ImportJobsDeps) {
  const live = new Map<string, ImportJob>();
  const running = new Set<Promise<void>>();

  async function execute(
    job: ImportJob,
    input: StartImport,
    listener: JobListener,
    lease: ImportLease,
  ) {
    try {
      const outcome = await service.importFeed({
        ...input,
        jobId: job.id,
        // Shown while the roll-out runs: the report need not wait for it.
        onImported: (imported) => Object.assign(job, { outcome: imported }),
        onProgress: ({ stage, percent }) => {
          const changed = stage !== job.stage || Math.floor(percent) !== Math.floor(job.percent);
          Object.assign(job, { stage, percent });
          // The finished job, a moment later, is the last line.
          if (changed && stage !== 'done') listener({ ...job });
        },
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
      await lease.release();
      await input.cleanup().catch(() => undefined);
      forgetOld(live);
      listener({ ...job });
    }
  }

  /** The lease and a running row of our own, or a refusal naming the import that runs. */
  async function claim(input: StartImport) {
    await service.checkDeclaredSizes(input.path);
    const lease = await repo.tryLease();
    if (!lease) throw await alreadyRunning();
    try {
      // Holding the lease, no other import is alive: a running row is a dead process's.
      if (lease.exclusive) await closeAbandonedImports({ repo, log });
      const { fileName, actorId } = input;
      const uploadPath = input.userFile ? undefined : input.path;
      return { row: await repo.insert({ fileName, actorId, uploadPath }), lease };
    } catch (error) {
      await lease.release();
      throw isUniqueViolation(error) ? await alreadyRunning() : error;
    }
  }

  async function alreadyRunning() {
    const other = await repo.running();
    const what = other
      ? `${other.fileName}, started at ${other.createdAt.toISOString()}`
      : 'on another instance';
    return new ConflictError(
      'failed-precondition',
      other && {
        importId: other.id,
        fileName: other.fileName,
        startedAt: other.createdAt.toISOString(),
      },
      `A GTFS import is already running (${what}); try again when it has finished.`,
    );
  }

  return {
    /** Starts the import; `listener` follows it from its first stage to its outcome. */
    async start(input: StartImport, listener: JobListener = () => undefined): Promise<ImportJob> {
      const { row, lease } = await claim(input).catch(async (error: unknown) => {
        await input.cleanup();
        throw error;
      });
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
      const run = execute(job, input, listener, lease).finally(() => running.delete(run));
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
        ...stageOf(row.status, outcome.success),
        fileName: row.fileName,
        startedAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        outcome: outcome.success ? outcome.data : null,
      };
    },

    /**
     * At start-up, before this process runs any import: closes the runs stopped processes left
     * running and removes their uploads. On PostgreSQL only while no instance runs an import.
     */
    async recoverAtStartUp(): Promise<number> {
      const lease = await repo.tryLease();
      if (!lease) return 0;
      try {
        return await closeAbandonedImports({ repo, log });
      } finally {
        await lease.release();
      }
    },

    /** Resolves when no import is running in this process (for a graceful close and for tests). */
    async idle() {
      await Promise.all(running);
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;

/** A running row with an outcome has committed and rolls out dated trips. */
function stageOf(status: ImportJob['status'], committed: boolean) {
  if (status !== 'running') return { stage: 'done' as const, percent: 100 };
  return committed
    ? { stage: 'rollout' as const, percent: PROGRESS.committed }
    : { stage: 'queued' as const, percent: 0 };
}

function forgetOld(live: Map<string, ImportJob>) {
  const finished = [...live.values()].filter((job) => job.status !== 'running');
  for (const job of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED)))
    live.delete(job.id);
}

function crashed(error: unknown): ImportOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return failedOutcome(`the import stopped on an internal error and changed nothing (${reason})`);
}
