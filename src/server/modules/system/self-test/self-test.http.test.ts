/** `/api/self-test/*` on a fresh app: each check passes, visitors get no details, and it is bounded. */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { rateLimit } from '#db/schema/system.ts';
import {
  SELF_TEST_REQUESTS_PER_MINUTE,
  SelfTestOutcome,
  SelfTestTime,
} from '#shared/system/self-test.ts';
import { selfTestChannel } from '#shared/live/live.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { SELF_TEST_ROW_KEY } from './self-test.repo.ts';

const ADMIN: RequestUser = { id: 'admin-st', email: 'a@example.com', name: 'A', role: 'admin' };
const RUN = '3f2c8a1e-7b4d-4c9e-8f1a-2b3c4d5e6f70';
let address = 0;
/** Each test its own client address, so the limit counts only its own requests. */
const from = () => `10.0.0.${++address}`;

describe.each(testDatabases())('the self-test on %s', (kind) => {
  let t: TestApp;
  const post = (url: string, remoteAddress = from(), payload?: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });
  const asAdmin = () => (t.app.resolveUser = async () => ADMIN);
  const asVisitor = () => (t.app.resolveUser = async () => null);

  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind) });
  });
  afterAll(() => t.close());

  it('tells the time, and only admins the version', async () => {
    asVisitor();
    const before = Date.now();
    const res = await t.app.inject({ url: '/api/self-test/time' });
    expect(res.statusCode).toBe(200);
    const time = SelfTestTime.parse(res.json());
    expect(Date.parse(time.serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(time.serverTime)).toBeLessThanOrEqual(Date.now());
    expect(time.details).toBeUndefined();
    asAdmin();
    const admin = SelfTestTime.parse((await t.app.inject({ url: '/api/self-test/time' })).json());
    expect(admin.details).toMatchObject({ version: expect.any(String), runtime: /^Node\.js v/ });
  });

  it('writes and reads back one fixed row, however often it runs', async () => {
    asVisitor();
    const runs = await Promise.all([1, 2, 3].map(() => post('/api/self-test/database')));
    for (const res of runs) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        serverMs: expect.any(Number),
        summary: 'The database stored a value and read it back.',
      });
    }
    const rows = await t.database.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, SELF_TEST_ROW_KEY));
    expect(rows).toHaveLength(1);
    asAdmin();
    const admin = SelfTestOutcome.parse((await post('/api/self-test/database')).json());
    expect(admin.details).toEqual({
      database: kind === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL',
      version: expect.stringMatching(/^\d+/),
    });
  });

  it('says mail is kept in the outbox, not sent', async () => {
    asVisitor();
    const res = await post('/api/self-test/mail');
    expect(res.json()).toEqual({
      ok: true,
      serverMs: expect.any(Number),
      summary: 'Mail is kept in the outbox, not sent.',
    });
  });

  it('writes, reads back and deletes a file in UPLOAD_DIR, leaving nothing', async () => {
    asAdmin();
    const outcome = SelfTestOutcome.parse((await post('/api/self-test/uploads')).json());
    expect(outcome).toMatchObject({
      ok: true,
      summary: 'A file was stored, read back and deleted.',
    });
    // The test app's UPLOAD_DIR is its DATA_DIR too: only the self-test's files are looked for.
    const left = await readdir(t.app.deps.env.UPLOAD_DIR);
    expect(left.filter((name) => name.startsWith('.self-test-'))).toEqual([]);
  });

  it('publishes the echo on the run’s channel through the hub', async () => {
    asVisitor();
    const heard: unknown[] = [];
    const stop = t.app.deps.hub.subscribe(selfTestChannel(RUN), (message) => heard.push(message));
    const res = await post('/api/self-test/realtime', from(), { channel: selfTestChannel(RUN) });
    stop();
    expect(res.json()).toMatchObject({ ok: true, summary: 'The server published a live message.' });
    expect(heard).toEqual([{ kind: 'self-test', sentAt: expect.any(String) }]);
  });

  it('publishes only on a selftest channel, naming the field', async () => {
    for (const channel of ['fleet', `trip:${RUN}`, 'selftest:x', `selftest:${RUN}`.repeat(2)]) {
      const res = await post('/api/self-test/realtime', from(), { channel });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('channel');
    }
  });

  it(`refuses an address past ${SELF_TEST_REQUESTS_PER_MINUTE} checks a minute, in words`, async () => {
    const address = from();
    for (let i = 0; i < SELF_TEST_REQUESTS_PER_MINUTE; i++)
      expect((await post('/api/self-test/mail', address)).statusCode).toBe(200);
    const refused = await post('/api/self-test/database', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(
      /^Too many self-test checks from this network: at most 40 a minute\. Try again in \d+ seconds\.$/,
    );
    expect((await post('/api/self-test/database')).statusCode).toBe(200);
  });
});
