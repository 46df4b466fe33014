/**
 * The feed sources' API on its guards: a URL inside the network is refused as it is saved, and
 * API-key header values are kept encrypted in the database (a key stored before that is
 * encrypted as the app starts and works all along; one the secret no longer opens is reported
 * in words), while polls send them as typed. Feeds are served by the test on 127.0.0.1, the one
 * host the app is told to allow.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { realtimeFeed } from '#db/schema/gtfs-realtime.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { CALTRAIN_VP, feedServer, protobuf } from '../gtfs-rt.testing.ts';
import { headerSealer, SEALED_PREFIX } from './header-secrets.ts';

const ADMIN: RequestUser = { id: 'admin-keys', email: 'k@example.com', name: 'Kim', role: 'admin' };

describe.each(testDatabases())('feed sources on %s', (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof feedServer>>;
  let plainId: string;
  const keysSeen: (string | undefined)[] = [];

  const source = (name: string, headers: { name: string; value: string }[]) => ({
    name,
    url: server.url('/vp.pb'),
    intervalS: 60,
    headers,
    paused: true,
  });
  const storedHeaders = async (id: string) =>
    (await database.db.select().from(realtimeFeed).where(eq(realtimeFeed.id, id)))[0]!.headers;
  const poll = async (id: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/admin/realtime-feeds/${id}/poll` })).json();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await feedServer({
      '/vp.pb': (res) => {
        keysSeen.push(res.req.headers['x-api-key'] as string | undefined);
        protobuf(CALTRAIN_VP)(res);
      },
    });
    // A source saved before keys were encrypted.
    const [old] = await database.db
      .insert(realtimeFeed)
      .values(source('Old', [{ name: 'x-api-key', value: 'old-plain-key' }]))
      .returning();
    plainId = old!.id;
    t = await createTestApp({
      database,
      signedInAs: ADMIN,
      env: { REALTIME_FEED_ALLOWED_HOSTS: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it.each([
    'http://localhost/vp.pb',
    'http://[::1]/vp.pb',
    'http://10.0.0.1/vp.pb',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/vp.pb',
  ])('refuses to save %s, in words naming the setting that allows it', async (url) => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: { ...source('Inside', []), url },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toMatch(
      /is inside the network.*REALTIME_FEED_ALLOWED_HOSTS/,
    );
    expect(added.json().error.details.fields[0].field).toBe('url');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/realtime-feeds/${plainId}`,
      payload: { url },
    });
    expect(edited.statusCode).toBe(400);
  });

  it('refuses a URL with a user name or password in it', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: { ...source('Creds', []), url: 'https://me:pw@feeds.example.org/vp.pb' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toMatch(/no user name or password in the URL/);
  });

  it('stores a key encrypted, sends it as typed, and never gives it back', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: source('New', [{ name: 'x-api-key', value: 'new-key-0123' }]),
    });
    const { id } = added.json().feed;
    const [stored] = await storedHeaders(id);
    expect(stored!.value.startsWith(SEALED_PREFIX)).toBe(true);
    expect(stored!.value).not.toContain('new-key-0123');
    keysSeen.length = 0;
    expect((await poll(id)).report).toMatchObject({ ok: true });
    expect(keysSeen).toEqual(['new-key-0123']);
    // A new key typed in an edit is stored encrypted too.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/realtime-feeds/${id}`,
      payload: { headers: [{ name: 'x-api-key', value: 'edited-key-4567' }] },
    });
    expect((await storedHeaders(id))[0]!.value).not.toContain('edited-key-4567');
    await poll(id);
    expect(keysSeen).toEqual(['new-key-0123', 'edited-key-4567']);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/realtime-feeds' });
    expect(list.body).not.toMatch(/key-0123|key-4567|old-plain-key|busway-sealed/);
  });

  it('encrypted the key stored before, as the app started, and it still works', async () => {
    const [stored] = await storedHeaders(plainId);
    expect(stored!.value.startsWith(SEALED_PREFIX)).toBe(true);
    keysSeen.length = 0;
    expect((await poll(plainId)).report).toMatchObject({ ok: true });
    // A plain row the start did not see (written by an older instance meanwhile) works too.
    await database.db
      .update(realtimeFeed)
      .set({ headers: [{ name: 'x-api-key', value: 'written-plain-later' }] })
      .where(eq(realtimeFeed.id, plainId));
    expect((await poll(plainId)).report).toMatchObject({ ok: true });
    expect(keysSeen).toEqual(['old-plain-key', 'written-plain-later']);
  });

  it('says to enter the key again when the secret no longer opens it', async () => {
    const other = headerSealer('another-secret-of-thirty-two-characters');
    const [moved] = await database.db
      .insert(realtimeFeed)
      .values(source('Moved', other.sealAll([{ name: 'x-api-key', value: 'lost-key' }])))
      .returning();
    const id = moved!.id;
    keysSeen.length = 0;
    const { report, feed } = await poll(id);
    const words =
      "The value of header x-api-key can no longer be read (the server's secret has changed): edit the feed and enter the key again.";
    expect(report).toMatchObject({ ok: false, message: words });
    expect(feed.status.lastError).toBe(words);
    // Nothing was sent with a wrong key, and the app goes on.
    expect(keysSeen).toEqual([]);
    expect((await poll(plainId)).report).toMatchObject({ ok: true });
  });
});
