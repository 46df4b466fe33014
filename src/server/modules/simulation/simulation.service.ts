/**
 * The fleet simulation: at most one run at a time across every instance (decision 022). The
 * lease row says which run is asked for and which instance drives it; the holder renews it each
 * second before it ticks, and any instance takes over a run whose holder let the lease expire
 * (stopped, crashed) or released it (closed). An admin's start takes the lease on the instance
 * that answers; an admin's stop ends the run on every instance, until an admin starts one again.
 * On one instance, starts, stops and ticks take turns (one queue), so requests that overlap end
 * as the last of them says; a refused start changes nothing. Fixes go through tracking's one
 * ingestion path (simulation.run.ts).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import { createRepeatingJob, type JobLog } from '#server/jobs/repeating-job.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import {
  NO_FAULTS,
  SimulationStart,
  type SimTripChoices,
  type SimulationStatus,
} from '#shared/simulation/simulation.ts';
import { drivenElsewhere, IDLE_STATUS } from './run-output.ts';
import type { LeasedRun, SimulationLeaseRepo } from './simulation-lease.repo.ts';
import { todaysTrips } from './simulation.read-model.ts';
import { createRun, type RunDeps, type SimulationRun } from './simulation.run.ts';

export interface SimulationServiceDeps extends RunDeps {
  lease: SimulationLeaseRepo;
  log: Pick<JobLog, 'error' | 'info'>;
  /** Each run's seed; a test fixes it. */
  seed?: () => number;
  /** This instance's name in the lease; a random id unless a test names it. */
  instance?: string;
}

const TICK_MS = 1000;
/** How long a holder's lease lasts unrenewed: another instance takes over within this and a tick. */
export const LEASE_MS = 10_000;

export function createSimulationService(deps: SimulationServiceDeps) {
  const { lease, log } = deps;
  const seed = deps.seed ?? (() => Math.floor(Math.random() * 2 ** 32));
  const instance = deps.instance ?? randomUUID();
  let run: SimulationRun | undefined;
  let last = IDLE_STATUS;
  let turn: Promise<unknown> = Promise.resolve();

  /** Runs `work` once every start, stop and tick asked before it has ended. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  }
  const now = () => new Date(deps.now());
  const until = () => new Date(deps.now() + LEASE_MS);
  const runOf = ({ speed, faults, tripIds, seed }: LeasedRun) =>
    createRun(deps, { speed, faults, tripIds, seed });

  /**
   * This instance stops driving; the run's figures stay. `ended`: nobody drives it on, so the
   * buses it left mid-trip leave the road (decision 029); not when another instance takes over.
   */
  async function drop(ended: boolean): Promise<SimulationStatus> {
    const dropped = run;
    if (dropped) last = dropped.status(false);
    run = undefined;
    if (dropped && ended) await dropped.abandon();
    return last;
  }

  /** Takes over the run asked for, if nobody drives it; a run that cannot go on any more ends. */
  async function claim(): Promise<void> {
    const asked = await lease.claim(instance, now(), until());
    if (!asked) return;
    const next = runOf(asked);
    try {
      await next.prepare();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'invalid-argument') {
        await lease.release(instance);
        throw error;
      }
      await lease.end(instance);
      log.error({ err: error }, 'the simulation taken over cannot run any more, so it stops');
      return;
    }
    run = next;
    log.info({ instance }, 'this instance drives the simulation now');
  }

  /** One second of the simulation: the holder renews its lease, then drives; others may claim. */
  async function keep(): Promise<void> {
    if (!run) await claim();
    else if (!(await lease.renew(instance, until()))) {
      await drop(!(await lease.get())?.run);
      log.info({ instance }, 'the simulation was stopped or is driven elsewhere now');
    }
    await run?.tick();
  }

  const job = createRepeatingJob({
    name: 'simulation',
    run: () => inTurn(keep),
    log,
    intervalMs: TICK_MS,
    retryWords: 'in a second',
  });

  return {
    instance,

    /** This instance's run; else the run another instance drives, as the lease tells it. */
    async status(): Promise<SimulationStatus> {
      if (run) return run.status(true);
      const row = await lease.get();
      if (!row?.run) return last;
      return drivenElsewhere(row, row.run, {
        instance,
        nowMs: deps.now(),
        withinMs: LEASE_MS + TICK_MS,
      });
    },

    /** Ends the run on every instance: none takes it over until an admin starts one. */
    stop: () =>
      inTurn(async () => {
        await lease.clear();
        return drop(true);
      }),

    /** Checks the request (chosen trips run today and have stop times), then drives it here. */
    start: (input: SimulationStart): Promise<SimulationStatus> =>
      inTurn(async () => {
        const { speed, faults = NO_FAULTS, tripIds } = SimulationStart.parse(input);
        const asked: LeasedRun = { speed, faults, ...(tripIds && { tripIds }), seed: seed() };
        const next = runOf(asked);
        await next.prepare();
        await lease.take(asked, instance, now(), until());
        await drop(true);
        run = next;
        return next.status(true);
      }),

    /**
     * The demo network's run at 1× (main.ts, demo data on), asked for once per database: an
     * admin's later start or stop is kept across restarts.
     */
    offerDemo: () =>
      inTurn(async () => {
        await lease.offer({ speed: 1, faults: NO_FAULTS, seed: seed() });
        await keep();
      }),

    /** One second of the simulation (the job's, or a test's with its own clock). */
    tick: () => inTurn(keep),

    /** Ticks every second in the background, from now until close(). */
    begin: () => job.start(),

    /** Stops ticking and lets another instance take the run over at once. */
    async close(): Promise<void> {
      await job.stop();
      await inTurn(async () => {
        if (!run) return;
        await drop(false);
        await lease.release(instance);
      }).catch((error: unknown) =>
        log.error(
          { err: error },
          'the simulation lease was not released: another instance takes over once it expires',
        ),
      );
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
