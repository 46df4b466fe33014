/**
 * Wires the lines into the app: stops (with the public autocomplete), routes and their fares, in
 * the operator's currency. Changes run in transactions that carry their audit entry
 * (network.store.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { networkChangesOf } from '../network-changes.ts';
import type { OperatorService } from '../operator/operator.service.ts';
import { faresHttp } from './fares/fares.http.ts';
import { createFaresService } from './fares/fares.service.ts';
import { createNetworkStore } from './network.store.ts';
import { routesHttp } from './routes/routes.http.ts';
import { createRoutesService } from './routes/routes.service.ts';
import { stopsHttp } from './stops/stops.http.ts';
import { createStopsService } from './stops/stops.service.ts';

export interface LinesModuleDeps {
  db: Database;
  /** The audit log over a connection (the app's, or a transaction's). */
  auditFor: (db: Database) => AuditService;
  operator: OperatorService;
}

export async function registerLines(
  app: FastifyInstance,
  { db, auditFor, operator }: LinesModuleDeps,
) {
  const store = createNetworkStore(db, auditFor);
  const changes = networkChangesOf(app);
  await app.register(stopsHttp, { service: createStopsService({ store, changes }) });
  await app.register(routesHttp, { service: createRoutesService({ store }) });
  await app.register(faresHttp, {
    service: createFaresService({ store, currency: () => operator.operatorCurrency() }),
  });
}
