/**
 * The schedule roll-out job: rolls dated trips out at start and then every hour, and on demand
 * (POST /api/admin/schedules/rollout), on the one job runner (repeating-job.ts). Across instances
 * the roll-out's advisory lock makes them take turns, and a second run adds nothing. Stopping
 * waits for the run in flight, which ends after its current batch.
 */
import type { RolloutReport } from '#shared/timetable/timetable-admin.ts';
import { createRepeatingJob, type JobLog } from './repeating-job.ts';

export type { JobLog } from './repeating-job.ts';

export const ROLLOUT_INTERVAL_MS = 60 * 60 * 1000;

export interface ScheduleRolloutJobDeps {
  rollOut: (signal: AbortSignal) => Promise<RolloutReport>;
  log: JobLog;
  intervalMs?: number;
}

export function createScheduleRolloutJob({
  rollOut,
  log,
  intervalMs = ROLLOUT_INTERVAL_MS,
}: ScheduleRolloutJobDeps) {
  return createRepeatingJob({
    name: 'schedule roll-out',
    run: rollOut,
    log,
    intervalMs,
    runAtStart: true,
    retryWords: 'within the hour',
    onRun: (report) =>
      log.info(
        report,
        `schedule roll-out: ${report.created} trips created from ${report.schedules} schedules in ${report.durationMs} ms`,
      ),
  });
}
export type ScheduleRolloutJob = ReturnType<typeof createScheduleRolloutJob>;
