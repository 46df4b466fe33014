/**
 * Wires the fleet domain into the app: seat layouts, buses (with photos under UPLOAD_DIR/buses)
 * and conductors (conductors.module.ts), under /api/admin. The demo conductor is found through the
 * accounts module's UsersService; "today" is the operator's, from the network module's operator
 * service.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type { Env } from '#server/config/env.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { UsersService } from '#server/modules/accounts/users/users.service.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { createBusPhotoStore } from './buses/bus-photo.ts';
import { busesHttp } from './buses/buses.http.ts';
import { createBusesService } from './buses/buses.service.ts';
import { registerConductors } from './conductors/conductors.module.ts';
import { createConductorsRepo } from './conductors/conductors.repo.ts';
import { ensureDemoConductor } from './conductors/demo-conductor.ts';
import { createFleetStore } from './fleet.store.ts';
import { layoutsHttp } from './layouts/layouts.http.ts';
import { createLayoutsService } from './layouts/layouts.service.ts';

export interface FleetModuleDeps {
  env: Env;
  db: Database;
  /** The audit log over a connection, so an entry joins its change's transaction. */
  auditFor: (db: Database) => AuditService;
  users: UsersService;
  accounts: AccountsService;
  operator: OperatorService;
  /** The clock; tests may fix it. */
  now?: () => Date;
}

export async function registerFleet(
  app: FastifyInstance,
  { env, db, auditFor, users, accounts, operator, now = () => new Date() }: FleetModuleDeps,
) {
  const timezone = () => operator.operatorTimezone();
  const today = async () => localDate(now(), await timezone());
  const store = createFleetStore(db, auditFor);
  const conductorsRepo = createConductorsRepo(db);

  const layouts = createLayoutsService({ store, today });
  const photos = createBusPhotoStore(env.UPLOAD_DIR);
  const buses = createBusesService({ store, photos, timezone, now });
  await app.register(layoutsHttp, { service: layouts });
  await app.register(busesHttp, { service: buses });
  const conductors = await registerConductors(app, { env, db, auditFor, accounts, today });
  users.delegateStatus((actor, userId, reason) =>
    conductors.setAccountStatus(actor, userId, reason),
  );
  users.delegateRole((actor, change) => conductors.setAccountRole(actor, change));

  if (env.DEMO_DATA) await ensureDemoConductor({ repo: conductorsRepo, users });
}
