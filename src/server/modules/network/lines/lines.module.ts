/**
 * Wires network administration into the app: stops (with the public autocomplete), routes and
 * fares. Changes run in transactions that carry their audit entry (routes.scope.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Env } from '#server/env.ts';
import type { AuditService } from '#server/modules/system/audit.service.ts';
import { faresRoutes } from './fares.http.ts';
import { createFaresService } from './fares.service.ts';
import { operatorServiceFor } from './operator.service.ts';
import { routesRoutes } from './routes.http.ts';
import { createNetworkStore } from './routes.scope.ts';
import { createRoutesService } from './routes.service.ts';
import { stopsRoutes } from './stops.http.ts';
import { createStopsService } from './stops.service.ts';

export interface NetworkAdminDeps {
  env: Env;
  db: Database;
  /** The audit log over a connection (the app's, or a transaction's). */
  auditFor: (db: Database) => AuditService;
}

export async function registerNetworkAdmin(
  app: FastifyInstance,
  { env, db, auditFor }: NetworkAdminDeps,
) {
  const store = createNetworkStore(db, auditFor);
  const operator = operatorServiceFor(db, env.OPERATOR_TIMEZONE, env.CURRENCY);
  await app.register(stopsRoutes, { service: createStopsService({ store }) });
  await app.register(routesRoutes, { service: createRoutesService({ store }) });
  await app.register(faresRoutes, {
    service: createFaresService({ store, currency: () => operator.operatorCurrency() }),
  });
}
