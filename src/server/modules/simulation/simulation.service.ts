/**
 * The fleet simulation: at most one run at a time, started and stopped by an admin (or by
 * main.ts on a fresh demo start), ticking every second of real time while it runs. Starting
 * again replaces the run. Starts and stops take turns (one queue), so requests that overlap end
 * as the last of them says, never with a second run left ticking. A refused start changes
 * nothing. Its fixes go through tracking's one ingestion path (simulation.run.ts).
 */
import { createRepeatingJob, type JobLog, type RepeatingJob } from '#server/jobs/repeating-job.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import {
  NO_FAULTS,
  SimulationStart,
  type SimTripChoices,
  type SimulationStatus,
} from '#shared/simulation/simulation.ts';
import { todaysTrips } from './simulation.read-model.ts';
import { createRun, type RunDeps, type SimulationRun } from './simulation.run.ts';

export interface SimulationServiceDeps extends RunDeps {
  log: Pick<JobLog, 'error'>;
  /** Each run's seed; a test fixes it. */
  seed?: () => number;
  /** Ticks every second by itself (the app); tests call tick() with their own clock. */
  autoTick?: boolean;
}

const TICK_MS = 1000;

const idle: SimulationStatus = {
  running: false,
  speed: 1,
  faults: NO_FAULTS,
  mode: 'all',
  startedAt: null,
  simulatedAt: null,
  trips: [],
  tripsDriven: 0,
  tripsEnded: 0,
  fixesSent: 0,
  fixesFlagged: 0,
  refusalCount: 0,
  refusals: [],
  notes: [],
};

export function createSimulationService(deps: SimulationServiceDeps) {
  const { seed = () => Math.floor(Math.random() * 2 ** 32), autoTick = true } = deps;
  let run: SimulationRun | undefined;
  let job: RepeatingJob | undefined;
  let last = idle;

  let turn: Promise<unknown> = Promise.resolve();

  const status = (): SimulationStatus => (run ? run.status(true) : last);

  /** Runs `work` once every start and stop asked before it has ended. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  }

  async function stopNow(): Promise<SimulationStatus> {
    await job?.stop();
    job = undefined;
    if (run) last = run.status(false);
    run = undefined;
    return last;
  }

  return {
    status,
    stop: () => inTurn(stopNow),

    /** Checks the request (chosen trips run today and have stop times), then drives. */
    start: (input: SimulationStart): Promise<SimulationStatus> =>
      inTurn(async () => {
        const { speed, faults = NO_FAULTS, tripIds } = SimulationStart.parse(input);
        const next = createRun(deps, { speed, faults, tripIds, seed: seed() });
        await next.prepare();
        await stopNow();
        run = next;
        if (autoTick) {
          job = createRepeatingJob({
            name: 'simulation',
            run: () => next.tick(),
            log: deps.log,
            intervalMs: TICK_MS,
            runAtStart: true,
            retryWords: 'in a second',
          });
          job.start();
        }
        return status();
      }),

    /** One tick of the running simulation (the job's, or a test's). */
    async tick(): Promise<void> {
      await run?.tick();
    },

    /** Today's trips an admin may choose (and yesterday's still on the road), not cancelled. */
    async choices(): Promise<SimTripChoices> {
      const timezone = await deps.timezone();
      const nowMs = deps.now();
      const serviceDate = localDate(new Date(nowMs), timezone);
      const trips = await todaysTrips(deps.reads, serviceDate, nowMs);
      return {
        serviceDate,
        timezone,
        trips: trips.map(({ departsMs, arrivesMs, ...trip }) => ({
          ...trip,
          departsAt: new Date(departsMs).toISOString(),
          arrivesAt: new Date(arrivesMs).toISOString(),
        })),
      };
    },
  };
}
export type SimulationService = ReturnType<typeof createSimulationService>;
