/**
 * Wires the conductors into the app: their store (changes in one transaction with the audit log),
 * the mails sent after commit, and /api/admin/conductors.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { publicUrl, type Env } from '#server/config/env.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { conductorsHttp } from './conductors.http.ts';
import { createConductorsMail } from './conductors-mail.ts';
import { createConductorsService } from './conductors.service.ts';
import { createConductorsStore } from './conductors.store.ts';

export interface ConductorsModuleDeps {
  env: Env;
  db: Database;
  /** The audit log over a connection, so an entry joins its change's transaction. */
  auditFor: (db: Database) => AuditService;
  /** Conductor accounts are written through it, in the conductor change's transaction. */
  accounts: AccountsService;
  /** The operator's date today. */
  today: () => Promise<string>;
}

export async function registerConductors(
  app: FastifyInstance,
  { env, db, auditFor, accounts, today }: ConductorsModuleDeps,
) {
  const store = createConductorsStore(db, auditFor, accounts);
  const mail = createConductorsMail({
    mailer: app.deps.mailer,
    appName: env.APP_NAME,
    baseUrl: publicUrl(env),
    log: app.log,
  });
  const service = createConductorsService({ store, mail, today });
  await app.register(conductorsHttp, { service });
  return service;
}
