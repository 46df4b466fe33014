/**
 * `/test` when parts are down: the mail server and Redis at loopback ports where nothing listens,
 * upload storage that is no directory, a database that refuses the write. Each check answers 200
 * with the failure in words, and admins get the error text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfTestChannel } from '#shared/live/live.ts';
import { SelfTestOutcome } from '#shared/system/self-test.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { createOutboxMailer } from '#server/mail/mailer.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { createSelfTestService } from './self-test.service.ts';

const ADMIN: RequestUser = { id: 'admin-st', email: 'a@example.com', name: 'A', role: 'admin' };
const RUN = '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('the self-test with the mail server and Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:1', REDIS_URL: 'redis://127.0.0.1:1' },
    });
  });
  afterAll(() => t.close());

  const check = async (path: string, payload?: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/self-test/${path}`, payload });
    expect(res.statusCode).toBe(200);
    return SelfTestOutcome.parse(res.json());
  };

  it('says mail cannot go out, and tells admins why', async () => {
    t.app.resolveUser = async () => null;
    expect(await check('mail')).toEqual({
      ok: false,
      serverMs: expect.any(Number),
      summary: 'Mail cannot go out: the mail server cannot be reached.',
    });
    t.app.resolveUser = async () => ADMIN;
    const admin = await check('mail');
    expect(admin.details).toEqual({
      transport: 'SMTP',
      error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('says live updates are not working, naming Redis to admins', async () => {
    t.app.resolveUser = async () => null;
    const visitor = await check('realtime', { channel: selfTestChannel(RUN) });
    expect(visitor).toEqual({
      ok: false,
      serverMs: expect.any(Number),
      summary: 'Live updates are not working: the server cannot publish messages.',
    });
    t.app.resolveUser = async () => ADMIN;
    const admin = await check('realtime', { channel: selfTestChannel(RUN) });
    expect(admin.details).toEqual({
      hub: 'Redis pub/sub',
      error: expect.stringMatching(/^Redis is unreachable/),
    });
  });

  it('still passes what does not need them', async () => {
    expect((await check('database')).ok).toBe(true);
    expect((await check('uploads')).ok).toBe(true);
  });
});

describe('the self-test service when storage fails', () => {
  const service = (over: Partial<Parameters<typeof createSelfTestService>[0]>) =>
    createSelfTestService({
      repo: { writeAndReadBack: async (nonce) => ({ points: nonce, version: '17' }) },
      database: { kind: 'pglite' },
      hub: createInProcessHub(),
      mailer: createOutboxMailer(undefined as never),
      uploadDir: '/dev/null/uploads',
      ...over,
    });

  it('names an upload directory it cannot write to', async () => {
    const outcome = await service({}).uploads();
    expect(outcome).toMatchObject({
      ok: false,
      summary: 'Files cannot be stored: photos and avatars cannot be uploaded.',
      details: { directory: '/dev/null/uploads', error: expect.stringMatching(/ENOTDIR|ENOENT/) },
    });
  });

  it('fails a database that refuses the write, or reads back something else', async () => {
    const refusing = service({
      repo: {
        writeAndReadBack: () =>
          Promise.reject(new Error('cannot execute INSERT in a read-only transaction')),
      },
    });
    expect(await refusing.database()).toMatchObject({
      ok: false,
      summary: 'The database did not store and read back a value: bookings cannot be saved.',
      details: { error: 'cannot execute INSERT in a read-only transaction' },
    });
    const forgetful = service({ repo: { writeAndReadBack: async () => undefined } });
    expect((await forgetful.database()).details?.error).toMatch(
      /^read back nothing after writing \d+$/,
    );
  });

  it('times a check on the clock it is given', async () => {
    let now = 0;
    const slow = service({
      clock: () => now,
      repo: {
        writeAndReadBack: async (nonce) => {
          now += 12.34;
          return { points: nonce, version: '17' };
        },
      },
    });
    expect(await slow.database()).toMatchObject({ ok: true, serverMs: 12.3 });
  });
});
