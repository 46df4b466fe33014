/**
 * Wires the fleet simulation into the app: the admin API, and the service that drives simulated
 * buses through tracking's ingestion. It stops by itself when the app closes. main.ts starts the
 * demo network's simulation on a fresh demo start (`app.simulation`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { TrackingService } from '#server/modules/tracking/tracking.ts';
import type { OperatorService } from '../network/operator/operator.service.ts';
import type { PlanSource } from './simulation.run.ts';
import { simulationHttp } from './simulation.http.ts';
import { createSimulationReadModel } from './simulation.read-model.ts';
import { createSimulationService, type SimulationService } from './simulation.service.ts';
import { MAX_SIM_BUSES } from '#shared/simulation/simulation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet simulation; main.ts starts it for the demo network. */
    simulation: SimulationService;
  }
}

export interface SimulationModuleDeps {
  db: Database;
  operator: Pick<OperatorService, 'operatorTimezone'>;
  tracking: Pick<TrackingService, 'ingest'>;
  /** Each trip's shape and timetable (tracking's trip plans). */
  plans: PlanSource;
  /** The wall clock; tests may fix it. */
  now?: () => number;
  maxBuses?: number;
}

export async function registerSimulation(
  app: FastifyInstance,
  { db, operator, tracking, plans, now = Date.now, maxBuses = MAX_SIM_BUSES }: SimulationModuleDeps,
) {
  const service = createSimulationService({
    tracking,
    plans,
    reads: createSimulationReadModel(db),
    timezone: () => operator.operatorTimezone(),
    now,
    maxBuses,
    log: app.log,
  });
  app.decorate('simulation', service);
  app.addHook('onClose', async () => {
    await service.stop();
  });
  await app.register(simulationHttp, { service });
  return { simulation: service };
}
