/**
 * The attempt limits of the identity endpoints, one kind each: 5 per e-mail and address in 15
 * minutes, then 429 auth/too-many-requests with the wait in the body and in Retry-After.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema/system.ts';
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_SIGN_INS } from '#shared/accounts/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, latestCode, post, signUpVerified } from '../accounts.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Sends the same request `MAX_FAILED_SIGN_INS` times (none paused), then once more. */
async function untilPaused(send: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) expect((await send(i)).statusCode).not.toBe(429);
  return send(MAX_FAILED_SIGN_INS);
}

function expectPaused(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json().error.code).toBe('auth/too-many-requests');
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBe(answer.json().error.details.retryAfterSeconds);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(ATTEMPT_WINDOW_MINUTES * 60);
}

describe('attempt limits', () => {
  it('sign-up: every request counts, and the sixth sends no mail', async () => {
    const email = 'signup.limit@example.com';
    const answer = await untilPaused(() =>
      post(
        t.app,
        '/api/auth/sign-up/email',
        { name: 'S', email, password: 'secret-pass' },
        '',
        '10.4.0.1',
      ),
    );
    expectPaused(answer);
    expect(await mailsTo(email)).toBe(1);
  });

  it('sign-in: a new X-Forwarded-For per attempt does not reset the count (TRUST_PROXY off)', async () => {
    const email = 'spoofed@example.com';
    await signUpVerified(t.app, t.database.db, email);
    const attempt = (i: number, password = 'wrong-pass') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}`,
        },
        remoteAddress: '10.4.0.2',
      });
    expectPaused(await untilPaused((i) => attempt(i)));
    expectPaused(await attempt(99, 'secret-pass'));
  });

  it('code check: wrong verification codes pause the check, even of the right code', async () => {
    const email = 'code.limit@example.com';
    await post(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'C', email, password: 'secret-pass' },
      '',
      '10.4.0.3',
    );
    const code = await latestCode(t.database.db, email);
    expectPaused(
      await untilPaused(() =>
        post(
          t.app,
          '/api/auth/email-otp/verify-email',
          { email, otp: wrongCode(code) },
          '',
          '10.4.0.3',
        ),
      ),
    );
    expectPaused(
      await post(t.app, '/api/auth/email-otp/verify-email', { email, otp: code }, '', '10.4.0.3'),
    );
  });

  it('code and mail sending: verification codes and e-mail change codes', async () => {
    const email = 'resend.limit@example.com';
    await post(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'R', email, password: 'secret-pass' },
      '',
      '10.4.0.4',
    );
    const resend = () =>
      post(
        t.app,
        '/api/auth/email-otp/send-verification-otp',
        { email, type: 'email-verification' },
        '',
        '10.4.0.5',
      );
    expectPaused(await untilPaused(resend));
    expect(await mailsTo(email)).toBe(1 + MAX_FAILED_SIGN_INS);

    // Counted per account, whatever new address each request names.
    const cookie = await signUpVerified(t.app, t.database.db, 'mover@example.com');
    const change = (i: number) =>
      post(
        t.app,
        '/api/auth/email-otp/request-email-change',
        { newEmail: `new${i}@example.com` },
        cookie,
        '10.4.0.6',
      );
    expectPaused(await untilPaused(change));
    expect(await mailsTo('new0@example.com')).toBe(1);
    expect(await mailsTo(`new${MAX_FAILED_SIGN_INS}@example.com`)).toBe(0);
  });

  it('password reset: reset-code mails, reset-code checks and current-password checks', async () => {
    const email = 'reset.limit@example.com';
    const cookie = await signUpVerified(t.app, t.database.db, email);
    expectPaused(
      await untilPaused(() =>
        post(t.app, '/api/auth/email-otp/request-password-reset', { email }, '', '10.4.0.7'),
      ),
    );
    const otp = await latestCode(t.database.db, email);
    const reset = (code: string) =>
      post(
        t.app,
        '/api/auth/email-otp/reset-password',
        { email, otp: code, password: 'other-pass' },
        '',
        '10.4.0.8',
      );
    expectPaused(await untilPaused(() => reset(wrongCode(otp))));
    expectPaused(await reset(otp));

    const change = () =>
      post(
        t.app,
        '/api/auth/change-password',
        { currentPassword: 'not-it', newPassword: 'other-pass' },
        cookie,
        '10.4.0.9',
      );
    expectPaused(await untilPaused(change));
  });
});

describe('better-auth endpoints Busway does not use', () => {
  it('answers 404 not-found and sends no mail', async () => {
    const email = 'unused.endpoints@example.com';
    await signUpVerified(t.app, t.database.db, email);
    const before = await mailsTo(email);
    const paths = [
      '/send-verification-email',
      '/sign-in/email-otp',
      '/email-otp/check-verification-otp',
      '/forget-password/email-otp',
      '/request-password-reset',
      '/sign-in/magic-link',
      '/admin/set-role',
      '/admin/impersonate-user',
      '/admin/set-user-password',
      '/change-email',
    ];
    for (const path of paths) {
      for (let i = 0; i < 2; i++) {
        const answer = await post(t.app, `/api/auth${path}`, {
          email,
          type: 'sign-in',
          otp: '123456',
          userId: 'x',
          role: 'admin',
        });
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json().error.code).toBe('not-found');
      }
    }
    expect((await t.app.inject({ url: '/api/auth/admin/list-users' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/ok' })).statusCode).toBe(404);
    expect(await mailsTo(email)).toBe(before);
  });
});
