/**
 * Wires the fleet domain into the app: seat layouts, buses (with photos under UPLOAD_DIR/buses)
 * and conductors, under /api/admin. Conductor accounts go through the accounts module's
 * UsersService; "today" is the operator's, from the network module's operator service.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { localDate } from '#db/seed/zoned-time.ts';
import type { Env } from '#server/env.ts';
import type { UsersService } from '#server/modules/accounts/users.service.ts';
import { operatorServiceFor } from '#server/modules/network/operator.service.ts';
import type { AuditService } from '#server/modules/system/audit.service.ts';
import { createBusPhotoStore } from './bus-photo.ts';
import { busesRoutes } from './buses.http.ts';
import { createBusesRepo } from './buses.repo.ts';
import { createBusesService } from './buses.service.ts';
import { conductorsRoutes } from './conductors.http.ts';
import { createConductorsRepo } from './conductors.repo.ts';
import { createConductorsService } from './conductors.service.ts';
import { ensureDemoConductor } from './demo-conductor.ts';
import { createFleetTripsRepo } from './fleet-trips.repo.ts';
import { layoutsRoutes } from './layouts.http.ts';
import { createLayoutsRepo } from './layouts.repo.ts';
import { createLayoutsService } from './layouts.service.ts';

export interface FleetModuleDeps {
  env: Env;
  db: Database;
  audit: AuditService;
  users: UsersService;
  /** The clock; tests may fix it. */
  now?: () => Date;
}

export async function registerFleet(
  app: FastifyInstance,
  { env, db, audit, users, now = () => new Date() }: FleetModuleDeps,
) {
  const operator = operatorServiceFor(db, env.OPERATOR_TIMEZONE);
  const today = async () => localDate(now(), await operator.operatorTimezone());
  const trips = createFleetTripsRepo(db);
  const conductorsRepo = createConductorsRepo(db);

  const layouts = createLayoutsService({ repo: createLayoutsRepo(db), trips, audit, today });
  const photos = createBusPhotoStore(env.UPLOAD_DIR);
  const buses = createBusesService({ repo: createBusesRepo(db), trips, photos, audit, today });
  const conductors = createConductorsService({ repo: conductorsRepo, trips, users, audit, today });
  await app.register(layoutsRoutes, { service: layouts });
  await app.register(busesRoutes, { service: buses });
  await app.register(conductorsRoutes, { service: conductors });

  if (env.DEMO_DATA) await ensureDemoConductor({ repo: conductorsRepo, users });
}
