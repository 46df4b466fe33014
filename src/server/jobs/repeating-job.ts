/**
 * The one way Busway runs background work: a job that runs again every interval — the schedule
 * roll-out, hold expiry, payment reconciliation and the rate-limit sweep. One run at a time per
 * process (asking while a run is under way joins it), a failed run logged and tried again at the
 * next interval, and stopping waits for the run in flight; a run asked for after the stop is
 * refused `unavailable`. Work that must happen once across instances takes its own lock (the
 * roll-out's advisory lock), claims a lease row (the GTFS-Realtime poller's sources, the fleet
 * simulation) or changes nothing twice (hold expiry).
 */
import { AppError } from '#server/errors.ts';

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RepeatingJobDeps<T> {
  /** For the log: "hold expiry". */
  name: string;
  run: (signal: AbortSignal) => Promise<T>;
  log: Pick<JobLog, 'error'>;
  intervalMs: number;
  /** Runs once as soon as the job starts; otherwise first after one interval. */
  runAtStart?: boolean;
  /** Told what each run of the interval answered (a report to log, say). */
  onRun?: (result: T) => void;
  /** How long until the next try, in the failure's log line: "within the hour". */
  retryWords?: string;
}

export function createRepeatingJob<T>({
  name,
  run,
  log,
  intervalMs,
  runAtStart = false,
  onRun,
  retryWords = 'at the next interval',
}: RepeatingJobDeps<T>) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function runNow(): Promise<T> {
    if (controller.signal.aborted)
      return Promise.reject(
        new AppError('unavailable', `Busway is shutting down, so the ${name} has stopped.`),
      );
    running ??= run(controller.signal).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      const result = await runNow();
      onRun?.(result);
    } catch (error) {
      if (!controller.signal.aborted)
        log.error({ err: error }, `${name} failed; it runs again ${retryWords}`);
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
