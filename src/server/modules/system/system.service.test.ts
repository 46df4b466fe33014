/** Health from the service, on a real PGlite, with the mail server played by a stand-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { loadEnv } from '#server/config/env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { operatorServiceFor } from '#server/modules/network/operator/operator.service.ts';
import { createSystemRepo } from './system.repo.ts';
import { createSystemService, MAIL_CHECK_CACHE_MS } from './system.service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database.close());

function serviceWith(mailer: Mailer, db: DatabaseHandle, clock: () => number) {
  const env = loadEnv({ NODE_ENV: 'test', DEMO_DATA: 'false' });
  return createSystemService({
    repo: createSystemRepo(db.db),
    env,
    database: db,
    hub: createInProcessHub(),
    mailer,
    operator: operatorServiceFor(db.db, env.OPERATOR_TIMEZONE, env.CURRENCY),
    demoAccounts: () => [],
    clock,
  });
}

function stubMailer(ping: () => Promise<void>): Mailer {
  return { transport: 'smtp', send: async () => undefined, ping, flush: async () => undefined };
}

describe('health', () => {
  it('times the database on its own, whatever the mail check takes', async () => {
    let now = 0;
    let dbAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (dbAnswered = resolve));
    const db: DatabaseHandle = {
      ...database,
      async ping() {
        await database.ping();
        now += 4;
        dbAnswered();
      },
    };
    // A slow mail server: its 10 s pass on the clock after the database has answered.
    const mailer = stubMailer(async () => {
      await answered;
      await new Promise((resolve) => setImmediate(resolve));
      now += 10_000;
      throw new Error('connection timed out');
    });
    const health = await serviceWith(mailer, db, () => now).health();
    expect(health.status).toBe('degraded');
    expect(health.checks.database).toEqual({ status: 'ok', kind: 'pglite', latencyMs: 4 });
    expect(health.checks.mail).toEqual({ status: 'down', transport: 'smtp' });
  });

  it('asks the mail server once per cache period', async () => {
    let now = 0;
    let pings = 0;
    const mailer = stubMailer(async () => {
      pings++;
    });
    const service = serviceWith(mailer, database, () => now);
    await service.health();
    await service.health();
    expect(pings).toBe(1);
    now += MAIL_CHECK_CACHE_MS;
    const health = await service.health();
    expect(pings).toBe(2);
    expect(health.checks.mail.status).toBe('ok');
  });
});
