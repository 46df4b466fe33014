/**
 * Runs left `running` by a process that stopped (a kill, a crash, a deploy) are closed with what
 * is known of them, and their uploads removed. An import records its outcome in the transaction
 * of its last writes (import-run.ts): a row that has one committed, and only its roll-out of
 * dated trips was cut short (the hourly roll-out adds them), so it succeeded. A row without one
 * changed nothing, unless it wrote in batches (PGlite) and had begun to, which `writesStartedAt`
 * tells. Called at start-up, and before an import starts while holding the lease (PostgreSQL),
 * when no other import can be alive.
 */
import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import type { ImportJobsRepo } from './import-jobs.repo.ts';
import { UPLOAD_DIR_PREFIX } from './import-upload.ts';
import { failedOutcome } from '../report.ts';

export const INTERRUPTED_BEFORE_WRITING =
  'the import was interrupted (the server stopped) before it changed anything; import the feed again';
export const INTERRUPTED_WHILE_WRITING =
  'the import was interrupted (the server stopped) while it wrote the network, which is partly ' +
  'updated; import the feed again to complete it';

export interface RecoveryDeps {
  repo: ImportJobsRepo;
  log: { warn(object: unknown, message: string): void };
}

/** Closes abandoned runs; answers how many. */
export async function closeAbandonedImports({ repo, log }: RecoveryDeps): Promise<number> {
  const closed = await repo.closeRunning(truthOf);
  for (const row of closed) {
    log.warn(
      { importId: row.id, fileName: row.fileName, writesStartedAt: row.writesStartedAt },
      'closed a GTFS import its stopped process left running',
    );
    await removeUpload(row.uploadPath);
  }
  return closed.length;
}

function truthOf(row: { outcome: unknown; writesStartedAt: Date | null }) {
  const committed = ImportOutcome.safeParse(row.outcome);
  if (committed.success && committed.data.ok)
    return { status: 'succeeded' as const, outcome: committed.data };
  const message = row.writesStartedAt ? INTERRUPTED_WHILE_WRITING : INTERRUPTED_BEFORE_WRITING;
  return { status: 'failed' as const, outcome: failedOutcome(message) };
}

/** Removes the upload's own folder, and nothing else whatever the row says. */
async function removeUpload(path: string | null) {
  if (!path) return;
  const dir = dirname(path);
  if (!basename(dir).startsWith(UPLOAD_DIR_PREFIX)) return;
  await rm(dir, { recursive: true, force: true });
}
