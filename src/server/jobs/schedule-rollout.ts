/**
 * The schedule roll-out job: rolls dated trips out at start and then every hour, and on demand
 * (POST /api/admin/schedules/rollout). One run at a time per process: asking while a run is under
 * way joins it. Across instances the roll-out's advisory lock makes them take turns, and a second
 * run adds nothing. Stopping waits for the run in flight, which ends after its current batch.
 */
import type { RolloutReport } from '#shared/timetable/timetable-admin.ts';
import { AppError } from '#server/errors.ts';

export const ROLLOUT_INTERVAL_MS = 60 * 60 * 1000;

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

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
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RolloutReport> | undefined;

  function runNow(): Promise<RolloutReport> {
    if (controller.signal.aborted)
      return Promise.reject(
        new AppError('unavailable', 'Busway is shutting down; try again in a moment.'),
      );
    running ??= rollOut(controller.signal).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      const report = await runNow();
      log.info(
        report,
        `schedule roll-out: ${report.created} trips created from ${report.schedules} schedules in ${report.durationMs} ms`,
      );
    } catch (error) {
      if (!controller.signal.aborted)
        log.error({ err: error }, 'schedule roll-out failed; it runs again within the hour');
    }
  }

  return {
    /** Runs now (in the background) and then every interval. */
    start(): void {
      if (timer || controller.signal.aborted) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    runNow,
    /** No more runs; waits for the one in flight. */
    async stop(): Promise<void> {
      clearInterval(timer);
      controller.abort();
      await running?.catch(() => undefined);
    },
  };
}
export type ScheduleRolloutJob = ReturnType<typeof createScheduleRolloutJob>;
