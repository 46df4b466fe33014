/** With REDIS_URL the app opens a Redis hub; an unreachable Redis degrades health but is no 503. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

describe('health when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.database.close());

  it('answers 200 degraded, realtime down on Redis, the database up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      checks: {
        database: { status: 'ok' },
        realtime: { status: 'down', kind: 'redis' },
      },
    });
  });

  it('closes the hub it opened when the app closes', async () => {
    const hub = t.app.deps.hub;
    await t.app.close();
    await expect(hub.ping()).rejects.toThrow(/closed/);
  });
});
