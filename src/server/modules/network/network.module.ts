/**
 * Wires the network domain into the app: the operator's settings and the lines (stops, routes,
 * fares, geometry). Returns the operator service, whose time zone is every other module's "today".
 * The timetable and GTFS modules are built on it, each by its own register call in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Env } from '#server/config/env.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { registerLines } from './lines/lines.module.ts';
import { networkChangesOf } from './network-changes.ts';
import { createBookingSettingsService } from './operator/booking-settings.service.ts';
import { cachedOperatorService } from './operator/operator.cache.ts';
import { operatorHttp } from './operator/operator.http.ts';
import { operatorServiceFor } from './operator/operator.service.ts';

export interface NetworkModuleDeps {
  env: Env;
  db: Database;
  /** The audit log over a connection, so an entry joins its change's transaction. */
  auditFor: (db: Database) => AuditService;
}

export async function registerNetwork(
  app: FastifyInstance,
  { env, db, auditFor }: NetworkModuleDeps,
) {
  // Read on every request by many modules; kept in memory until an import or an admin changes them.
  const changes = networkChangesOf(app);
  const operator = cachedOperatorService(
    operatorServiceFor(db, env.OPERATOR_TIMEZONE, env.CURRENCY),
    changes,
  );
  await registerLines(app, { db, auditFor, operator });
  const settings = createBookingSettingsService({
    db,
    auditFor,
    changes,
    // A longer window's new dates need their trips now, not at the next hourly run.
    onWindowWidened: () =>
      void app.scheduleRollout
        .runNow()
        .then((report) =>
          app.log.info(report, `roll-out for a longer booking window: ${report.created} trips`),
        )
        .catch((err: unknown) =>
          app.log.error(
            { err },
            'roll-out for a longer booking window failed; the hourly run retries',
          ),
        ),
  });
  await app.register(operatorHttp, { service: settings });
  return { operator };
}
