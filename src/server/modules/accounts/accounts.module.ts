/**
 * Wires the accounts domain into the app: better-auth under /api/auth, who a request comes from,
 * admin user management, the profile avatar, and the demo / bootstrap accounts.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Env } from '#server/config/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { DemoAccountInfo } from '#server/modules/system/system.service.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAttemptsRepo } from './attempts/attempts.repo.ts';
import { createAttemptsService } from './attempts/attempts.service.ts';
import { createAuth } from './auth/auth.ts';
import { authHttp } from './auth/endpoints/auth.http.ts';
import { createAuthMail } from './auth/auth-mail.ts';
import { createAvatarStore } from './avatars/avatar.ts';
import { profileHttp } from './profile.http.ts';
import { usersHttp } from './users/users.http.ts';
import { createUsersRepo } from './users/users.repo.ts';
import { createUsersService } from './users/users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo accounts (role, e-mail, password) when demo data is on, for the banner. */
    demoAccounts: DemoAccountInfo[];
  }
}

export interface AccountsModuleDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** The audit log over a connection, so an entry joins its change's transaction. */
  auditFor: (db: Database) => AuditService;
  secret: string;
  baseUrl: string;
}

export async function registerAccounts(app: FastifyInstance, deps: AccountsModuleDeps) {
  const { env, db, mailer, auditFor, secret, baseUrl } = deps;
  const users = createUsersRepo(db);
  const mail = createAuthMail({ mailer, users, appName: env.APP_NAME, baseUrl });
  const avatars = createAvatarStore(env.UPLOAD_DIR);
  const auth = createAuth({ db, env, secret, baseUrl, mail, avatars });
  const accounts = createAccountsService({ auth, users, db });
  const attempts = createAttemptsService(createAttemptsRepo(db), {
    signUpsPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
  });

  app.resolveUser = (request) => accounts.resolveUser(request.headers);
  const githubSignIn = Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);
  await app.register(authHttp, { auth, baseUrl, attempts, accounts, githubSignIn });
  const usersService = createUsersService({
    users,
    write: (work) =>
      db.transaction((tx) => work({ users: createUsersRepo(tx), audit: auditFor(tx) })),
    accounts,
    audit: auditFor(db),
    auth,
    mail,
  });
  await app.register(usersHttp, { service: usersService });
  await app.register(profileHttp, { users, avatars });

  const demoAccounts = env.DEMO_DATA ? await accounts.ensureDemoAccounts() : [];
  app.decorate('demoAccounts', demoAccounts);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await accounts.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  return { auth, accounts, users: usersService };
}
