/** The load bench: one run at a time; its result stays readable (and downloadable) after it ends. */
import { ConflictError } from '#server/errors.ts';
import type { BenchStart, BenchStatus } from '#shared/simulation/bench.ts';
import { createBenchRun, type BenchDeps, type BenchRun } from './bench.run.ts';

const idle: BenchStatus = {
  running: false,
  settings: null,
  startedAt: null,
  endedAt: null,
  ended: null,
  connected: 0,
  seconds: [],
  totals: { published: 0, expected: 0, delivered: 0, errors: 0, p50: null, p95: null, p99: null },
  errors: [],
};

export function createBenchService(deps: BenchDeps) {
  let run: BenchRun | undefined;
  const status = (): BenchStatus => run?.status() ?? idle;
  return {
    status,

    /** Starts a run unless one runs; answers at once, while the subscribers connect. */
    start(settings: BenchStart): BenchStatus {
      if (run?.status().running)
        throw new ConflictError(
          'failed-precondition',
          undefined,
          'A bench is running: wait for it to end, or stop it.',
        );
      run = createBenchRun(deps, settings, () => undefined);
      void run.start();
      return status();
    },

    async stop(why: 'stopped' | 'closing' = 'stopped'): Promise<BenchStatus> {
      await run?.end(why);
      return status();
    },
  };
}
export type BenchService = ReturnType<typeof createBenchService>;
