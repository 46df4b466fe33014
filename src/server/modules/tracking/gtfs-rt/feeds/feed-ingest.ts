/**
 * Sends a poll's fixes through the tracking service, as any other sender's: in batches, and a
 * batch refused for any reason again fix by fix, so one bad vehicle costs only itself. A fix the
 * service refuses (a 4xx: out of range, no such trip, too many) is counted with its reason in
 * words; one that fails inside Busway (the database, say) is logged with its detail and counted
 * apart, and only plain words about it ever reach the source's status: never SQL, parameters or
 * another sender's data.
 */
import { MAX_FIXES_PER_BATCH, type FixInput } from '#shared/tracking/tracking.ts';
import { AppError } from '#server/errors.ts';
import type { JobLog } from '#server/jobs/repeating-job.ts';
import type { TrackingService } from '../../tracking.ts';

export interface IngestOutcome {
  /** Fixes the service took (stored now, stored before, or kept flagged). */
  taken: number;
  /** Fixes refused, by reason in the service's words. */
  refusals: Map<string, number>;
  /** Fixes that failed inside Busway; their detail is in the server log only. */
  failed: number;
}

const refusedWith = (error: unknown): string | null =>
  error instanceof AppError && error.status < 500 ? error.message : null;

export async function ingestFixes(
  tracking: Pick<TrackingService, 'ingest'>,
  fixes: readonly FixInput[],
  log: Pick<JobLog, 'error'>,
  feedId: string,
): Promise<IngestOutcome> {
  const outcome: IngestOutcome = { taken: 0, refusals: new Map(), failed: 0 };
  const send = (batch: readonly FixInput[]) => tracking.ingest({ kind: 'system' }, batch, 'import');
  for (let i = 0; i < fixes.length; i += MAX_FIXES_PER_BATCH) {
    const batch = fixes.slice(i, i + MAX_FIXES_PER_BATCH);
    try {
      await send(batch);
      outcome.taken += batch.length;
      continue;
    } catch {
      // Which fix it was, and whether the others are good, the fixes sent alone tell.
    }
    for (const fix of batch) {
      try {
        await send([fix]);
        outcome.taken++;
      } catch (error) {
        const reason = refusedWith(error);
        if (reason !== null) outcome.refusals.set(reason, (outcome.refusals.get(reason) ?? 0) + 1);
        else {
          outcome.failed++;
          log.error({ err: error, feedId }, 'a fix of a GTFS-Realtime poll could not be stored');
        }
      }
    }
  }
  return outcome;
}

/** The time of day a log line can be found by, in UTC as the log writes it. */
export const logTime = (at: Date) => `${at.toISOString().slice(11, 19)} UTC`;

/** What the source's status says of a poll's refused and failed fixes; null when none. */
export function ingestWords({ refusals, failed }: IngestOutcome, at: Date): string | null {
  const sentences: string[] = [];
  const refused = [...refusals.values()].reduce((a, b) => a + b, 0);
  if (refused > 0) {
    const reasons = [...refusals].map(([reason, n]) => (n > 1 ? `${reason} (${n} fixes)` : reason));
    const said = `${refused} of the feed's fixes ${refused === 1 ? 'was' : 'were'} refused: ${reasons.join('; ')}`;
    sentences.push(/[.!?]$/.test(said) ? said : `${said}.`);
  }
  if (failed > 0)
    sentences.push(
      `Busway could not store ${failed} of this poll's positions; the server log has the details (at ${logTime(at)}).`,
    );
  return sentences.length > 0 ? sentences.join(' ') : null;
}
