/**
 * Wires the system domain into the app: the audit log every other module writes through (returned
 * as `auditFor`, so an entry joins its change's transaction), and health, public config and the
 * mail outbox. It registers first, as every module audits; the demo accounts the config lists are
 * read from `app.demoAccounts` when asked, once the accounts module has set them.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#db/client.ts';
import type { Env } from '#server/config/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { auditOver } from '../../core/audit.service.ts';
import { systemHttp } from './system.http.ts';
import { createSystemRepo } from './system.repo.ts';
import { createSystemService } from './system.service.ts';

export interface SystemModuleDeps {
  env: Env;
  database: DatabaseHandle;
  hub: RealtimeHub;
  mailer: Mailer;
}

export async function registerSystem(
  app: FastifyInstance,
  { env, database, hub, mailer }: SystemModuleDeps,
) {
  const service = createSystemService({
    repo: createSystemRepo(database.db),
    env,
    database,
    hub,
    mailer,
    demoAccounts: () => app.demoAccounts,
  });
  await app.register(systemHttp, { service });
  return { auditFor: auditOver };
}
