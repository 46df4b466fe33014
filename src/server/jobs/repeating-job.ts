/**
 * A background job that runs again every interval, the way the schedule roll-out does
 * (schedule-rollout.ts): one run at a time per process (asking while a run is under way joins
 * it), a failed run logged and tried again at the next interval, and stopping waits for the run
 * in flight. Hold expiry, payment reconciliation and the rate-limit sweep run on it.
 */
import type { JobLog } from './schedule-rollout.ts';

export interface RepeatingJobDeps<T> {
  /** For the log: "hold expiry". */
  name: string;
  run: (signal: AbortSignal) => Promise<T>;
  log: Pick<JobLog, 'error'>;
  intervalMs: number;
  /** Runs once as soon as the job starts; otherwise first after one interval. */
  runAtStart?: boolean;
}

export function createRepeatingJob<T>({
  name,
  run,
  log,
  intervalMs,
  runAtStart = false,
}: RepeatingJobDeps<T>) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function runNow(): Promise<T> {
    if (controller.signal.aborted) return Promise.reject(new Error(`${name} has stopped`));
    running ??= run(controller.signal).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      await runNow();
    } catch (error) {
      if (!controller.signal.aborted) log.error({ err: error }, `${name} failed; it runs again`);
    }
  }

  return {
    /** Runs every interval from now on (and at once with runAtStart), in the background. */
    start(): void {
      if (timer || controller.signal.aborted) return;
      if (runAtStart) void tick();
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
export type RepeatingJob<T = unknown> = ReturnType<typeof createRepeatingJob<T>>;
