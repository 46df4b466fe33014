/**
 * Wires the admin dashboard into the app: counts at a glance and the latest admin actions, read
 * through the stats read model; "today" is the operator's, from the network module; a trip's state
 * is the tracking service's.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { statsHttp } from './stats.http.ts';
import { createStatsReadModel } from './stats.read-model.ts';
import { createStatsService, type StatsServiceDeps } from './stats.service.ts';

export interface StatsModuleDeps {
  db: Database;
  operator: OperatorService;
  /** Each trip's tracking state (the tracking service's `statesOf`, decision 029). */
  statesOf?: StatsServiceDeps['statesOf'];
  /** The clock; tests may fix it. */
  now?: () => Date;
}

export async function registerStats(
  app: FastifyInstance,
  { db, operator, statesOf, now }: StatsModuleDeps,
) {
  const service = createStatsService({
    reads: createStatsReadModel(db),
    operatorTimezone: () => operator.operatorTimezone(),
    operatorCurrency: () => operator.operatorCurrency(),
    statesOf,
    now,
  });
  await app.register(statsHttp, { service });
}
