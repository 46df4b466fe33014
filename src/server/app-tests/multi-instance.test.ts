/**
 * Two instances behind one load balancer share one database and one Redis, nothing else: a session
 * made on one is good on the other, and a realtime message published on one reaches the other.
 * PostgreSQL when TEST_DATABASE_URL is set, else one PGlite both instances use; Redis is required.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { eventually, testRedisUrl } from '#server/realtime/realtime.testing.ts';
import { ORIGIN, post, signUpVerified } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp, type TestApp } from '../testing/app.testing.ts';

const redisUrl = testRedisUrl();
const databaseKind = testDatabases().includes('postgres') ? 'postgres' : 'pglite';

describe.skipIf(!redisUrl)(`two instances on one ${databaseKind} database and one Redis`, () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(databaseKind);
    // REDIS_URL, as in production: each app opens its own Redis hub and closes it with itself.
    a = await createTestApp({ database, env: { REDIS_URL: redisUrl ?? '' } });
    b = await createTestApp({ database, env: { REDIS_URL: redisUrl ?? '' } });
  });
  afterAll(async () => {
    // TestApp.close() would close the shared database twice.
    await a?.app.close();
    await b?.app.close();
    await database?.close();
  });

  const session = (t: TestApp, cookie: string) =>
    t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  const removeAvatar = (t: TestApp, cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { cookie, origin: ORIGIN },
    });

  it('reports realtime through Redis, up, on both', async () => {
    for (const t of [a, b]) {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        checks: {
          database: { status: 'ok', kind: databaseKind },
          realtime: { status: 'ok', kind: 'redis' },
        },
      });
    }
  });

  it('accepts on one instance a session made on the other, and signs out on both', async () => {
    const email = 'two.instances@example.com';
    const cookie = await signUpVerified(a.app, database.db, email);
    expect((await session(b, cookie)).json()).toMatchObject({ user: { email } });
    expect((await removeAvatar(b, cookie)).statusCode).toBe(200);

    expect((await post(b.app, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(200);
    expect((await session(a, cookie)).json()).toBeNull();
    expect((await removeAvatar(a, cookie)).statusCode).toBe(401);
  });

  it('carries realtime messages from each instance to subscribers on the other', async () => {
    // Both apps use the default channel prefix, so the channel itself is unique to this run.
    const channel = `trip:${randomUUID()}`;
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    const offA = a.app.deps.hub.subscribe(channel, (message) => onA.push(message));
    const offB = b.app.deps.hub.subscribe(channel, (message) => onB.push(message));
    await Promise.all([a.app.deps.hub.settled(), b.app.deps.hub.settled()]);

    await a.app.deps.hub.publish(channel, { lat: 52.52, lng: 13.405, from: 'a' });
    expect(await eventually(() => onB[0])).toEqual({ lat: 52.52, lng: 13.405, from: 'a' });
    await b.app.deps.hub.publish(channel, { from: 'b' });
    expect(await eventually(() => onA[1])).toEqual({ from: 'b' });
    // Each message reached each instance once, its publisher included.
    expect(onA).toEqual([{ lat: 52.52, lng: 13.405, from: 'a' }, { from: 'b' }]);
    await eventually(() => onB[1]);
    expect(onB).toEqual(onA);
    offA();
    offB();
  });
});
