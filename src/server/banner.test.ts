/** The start-up banner: the demo accounts when seeded, and nothing of them otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import { signIn } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { banner } from './banner.ts';

const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/busway' });
const base = {
  env,
  url: 'http://localhost:3000',
  databaseKind: 'pglite',
  realtimeKind: 'in-process',
} as const;
const SEEDED = { summary: '13 stops, 8 routes, 10 buses, 540 trips', accounts: [] };

describe('banner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  it('prints each demo account the app made, with a password that signs in', async () => {
    expect(t.app.demoAccounts.map((a) => a.role)).toEqual(['admin', 'conductor', 'passenger']);
    const text = banner({ ...base, seeded: SEEDED, demoAccounts: t.app.demoAccounts });
    expect(text).toContain(`  Demo data: ${SEEDED.summary}`);
    expect(text).toContain('  Demo accounts (email / password):');
    const printed = [...text.matchAll(/^ {4}(\w+) +(\S+@\S+) \/ (\S+)$/gm)].map((m) => ({
      role: m[1],
      email: m[2],
      password: m[3],
    }));
    expect(printed).toEqual(t.app.demoAccounts);
    for (const account of printed) {
      expect(await signIn(t.app, account.email!, account.password!)).toMatch(/session_token=/);
    }
  });

  it('has no demo section when nothing was seeded', () => {
    const text = banner({ ...base, seeded: null, demoAccounts: [] });
    expect(text).toContain('  Open:      http://localhost:3000');
    expect(text).toContain('PGlite (embedded) in /srv/busway');
    expect(text).not.toMatch(/Demo/);
    expect(text).not.toMatch(/password/i);
  });

  it('prints the Redis address without its user, password or query', () => {
    const withRedis = loadEnv({
      NODE_ENV: 'test',
      REDIS_URL: 'redis://busway:hunter2@cache.internal:6379/0?password=hunter3',
    });
    const text = banner({
      ...base,
      env: withRedis,
      realtimeKind: 'redis',
      seeded: null,
      demoAccounts: [],
    });
    expect(text).toContain('  Realtime:  Redis at redis://cache.internal:6379/0');
    expect(text).not.toMatch(/hunter|busway:/);
  });
});
