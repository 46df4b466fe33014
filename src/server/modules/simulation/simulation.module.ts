/**
 * Wires the fleet simulation into the app: the admin API, and the service that drives simulated
 * buses through tracking's ingestion. Every instance ticks it once ready, to drive the run it
 * holds or take over one nobody drives; it lets its run go when the app closes. main.ts asks for
 * the demo network's run with demo data on (`app.simulation.offerDemo()`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { TrackingService } from '#server/modules/tracking/tracking.ts';
import type { OperatorService } from '../network/operator/operator.service.ts';
import type { PlanSource } from './simulation.run.ts';
import { simulationHttp } from './simulation.http.ts';
import { createSimulationLeaseRepo } from './simulation-lease.repo.ts';
import { createSimulationReadModel } from './simulation.read-model.ts';
import { createSimulationService, type SimulationService } from './simulation.service.ts';
import { MAX_SIM_BUSES } from '#shared/simulation/simulation.ts';
import { LIVE_PATH } from '#shared/live/live.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { benchHttp } from './bench/bench.http.ts';
import { createBenchService } from './bench/bench.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet simulation; main.ts starts it for the demo network. */
    simulation: SimulationService;
  }
}

export interface SimulationModuleDeps {
  db: Database;
  operator: Pick<OperatorService, 'operatorTimezone'>;
  tracking: Pick<TrackingService, 'ingest' | 'forgetSimulated'>;
  /** Each trip's shape and timetable (tracking's trip plans). */
  plans: PlanSource;
  /** Where the load bench publishes its buses. */
  hub: Pick<RealtimeHub, 'publish'>;
  /** The wall clock; tests may fix it. */
  now?: () => number;
  maxBuses?: number;
}

export async function registerSimulation(
  app: FastifyInstance,
  {
    db,
    operator,
    tracking,
    plans,
    hub,
    now = Date.now,
    maxBuses = MAX_SIM_BUSES,
  }: SimulationModuleDeps,
) {
  const service = createSimulationService({
    tracking,
    plans,
    reads: createSimulationReadModel(db),
    lease: createSimulationLeaseRepo(db),
    timezone: () => operator.operatorTimezone(),
    now,
    maxBuses,
    log: app.log,
  });
  app.decorate('simulation', service);
  const bench = createBenchService({ hub, now, liveUrl: () => liveUrlOf(app) });
  app.addHook('onReady', async () => service.begin());
  app.addHook('onClose', async () => {
    await Promise.all([service.close(), bench.stop('closing')]);
  });
  await app.register(simulationHttp, { service });
  await app.register(benchHttp, { bench });
  return { simulation: service };
}

/** ws://…/api/live of this server once it listens, for the bench's own subscribers. */
function liveUrlOf(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `ws://${host.includes(':') ? `[${host}]` : host}:${address.port}${LIVE_PATH}`;
}
