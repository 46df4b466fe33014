/**
 * Wires the system domain into the app: health, public config, the mail outbox and the self-test
 * (`self-test/`, the server's half of `/test`). It registers
 * after network and reads the operator's settings through network's cached service (one cache of
 * them per process). The audit log every module writes lives in core (core/audit.service.ts). The
 * demo accounts the config lists are read from `app.demoAccounts` when asked, once the accounts
 * module has set them.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#db/client.ts';
import type { Env } from '#server/config/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { SELF_TEST_REQUESTS_PER_MINUTE } from '#shared/system/self-test.ts';
import { selfTestHttp } from './self-test/self-test.http.ts';
import { createSelfTestRepo } from './self-test/self-test.repo.ts';
import { createSelfTestService } from './self-test/self-test.service.ts';
import { systemHttp } from './system.http.ts';
import { createSystemRepo } from './system.repo.ts';
import { createSystemService } from './system.service.ts';

export interface SystemModuleDeps {
  env: Env;
  database: DatabaseHandle;
  hub: RealtimeHub;
  mailer: Mailer;
  operator: OperatorService;
}

export async function registerSystem(
  app: FastifyInstance,
  { env, database, hub, mailer, operator }: SystemModuleDeps,
) {
  const service = createSystemService({
    repo: createSystemRepo(database.db),
    env,
    database,
    hub,
    mailer,
    operator,
    demoAccounts: () => app.demoAccounts,
  });
  await app.register(systemHttp, { service });
  const selfTest = createSelfTestService({
    repo: createSelfTestRepo(database.db),
    database,
    hub,
    mailer,
    uploadDir: env.UPLOAD_DIR,
  });
  const limit = createRateLimits(database.db).limit({
    name: 'self-test-address',
    points: SELF_TEST_REQUESTS_PER_MINUTE,
    seconds: 60,
    refusal: `Too many self-test checks from this network: at most ${SELF_TEST_REQUESTS_PER_MINUTE} a minute`,
  });
  await app.register(selfTestHttp, { service: selfTest, limit });
}
