import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { cookieOf, latestCode, post, signIn, signUpVerified } from '../accounts.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });

describe('sign-up and e-mail verification', () => {
  it('mails a code, refuses sign-in until verified, then signs in on the right code', async () => {
    const email = 'new.rider@example.com';
    const signUp = await post(t.app, '/api/auth/sign-up/email', {
      name: 'New Rider',
      email,
      password: 'secret-pass',
      phone: '+49 30 123456',
    });
    expect(signUp.statusCode).toBe(200);
    expect(cookieOf(signUp)).toBe('');

    const early = await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('auth/email-not-verified');

    const code = await latestCode(t.database.db, email);
    const wrong = await post(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.code).toBe('auth/invalid-code');

    const verify = await post(t.app, '/api/auth/email-otp/verify-email', { email, otp: code });
    expect(verify.statusCode).toBe(200);
    const me = (await session(cookieOf(verify))).json();
    expect(me.user).toMatchObject({
      email,
      role: 'passenger',
      emailVerified: true,
      phone: '+49 30 123456',
    });
  });

  it('answers each bad sign-up with its own code', async () => {
    const taken = await post(t.app, '/api/auth/sign-up/email', {
      name: 'X',
      email: 'passenger@busway.demo',
      password: 'secret-pass',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('auth/email-already-in-use');
    const weak = await post(t.app, '/api/auth/sign-up/email', {
      name: 'X',
      email: 'weak@example.com',
      password: '12345',
    });
    expect(weak.json().error).toEqual({
      code: 'auth/weak-password',
      message: 'The password must be 6 characters long or more.',
      details: {
        fields: [
          { field: 'body.password', message: 'The password must be 6 characters long or more' },
        ],
      },
    });
    const invalid = await post(t.app, '/api/auth/sign-up/email', {
      name: 'X',
      email: 'not-an-email',
      password: 'secret-pass',
    });
    expect(invalid.json().error.code).toBe('auth/invalid-email');
  });
});

describe('sign-in', () => {
  it('gives one answer for a wrong password and an unknown user', async () => {
    const wrong = await post(t.app, '/api/auth/sign-in/email', {
      email: 'passenger@busway.demo',
      password: 'nope-nope',
    });
    const unknown = await post(t.app, '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('auth/wrong-password');
  });

  it('pauses sign-in after 5 failures for that e-mail and address, naming the wait', async () => {
    const attempt = (ip: string) =>
      post(
        t.app,
        '/api/auth/sign-in/email',
        { email: 'conductor@busway.demo', password: 'wrong-one' },
        '',
        ip,
      );
    for (let i = 0; i < 5; i++) expect((await attempt('10.9.9.9')).statusCode).toBe(401);
    const blocked = await attempt('10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('auth/too-many-requests');
    expect(blocked.json().error.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(blocked.json().error.message).toMatch(/try again in 1[45] minutes/);
    // Another address is not paused.
    expect((await attempt('10.8.8.8')).statusCode).toBe(401);
  });

  it('signs in with the right password and out again', async () => {
    const cookie = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    expect((await session(cookie)).json().user.email).toBe('passenger@busway.demo');
    const out = await post(t.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).json()).toBeNull();
  });
});

describe('disabled accounts', () => {
  it('signs a disabled user out everywhere at once and refuses sign-in', async () => {
    const email = 'soon.disabled@example.com';
    const userCookie = await signUpVerified(t.app, t.database.db, email);
    const admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
    const list = await t.app.inject({
      url: `/api/admin/users?q=${email}`,
      headers: { cookie: admin },
    });
    const id = list.json().users[0].id as string;

    const disable = await post(
      t.app,
      `/api/admin/users/${id}/disable`,
      { reason: 'Fraud suspected' },
      admin,
    );
    expect(disable.statusCode).toBe(200);
    expect(disable.json().user).toMatchObject({ banned: true, banReason: 'Fraud suspected' });
    expect((await session(userCookie)).json()).toBeNull();
    const again = await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('auth/user-disabled');

    expect((await post(t.app, `/api/admin/users/${id}/enable`, {}, admin)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' })).statusCode,
    ).toBe(200);
  });
});

describe('password reset by code', () => {
  it('mails a code and sets the new password with it', async () => {
    const email = 'forgetful@example.com';
    await signUpVerified(t.app, t.database.db, email);
    expect(
      (await post(t.app, '/api/auth/email-otp/request-password-reset', { email })).statusCode,
    ).toBe(200);
    const otp = await latestCode(t.database.db, email);
    const reset = await post(t.app, '/api/auth/email-otp/reset-password', {
      email,
      otp,
      password: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, email, 'brand-new-pass');
  });
});

describe('deleting the account', () => {
  it('needs a sign-in within the last 5 minutes', async () => {
    const email = 'leaving@example.com';
    const cookie = await signUpVerified(t.app, t.database.db, email);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update session set created_at = now() - interval '10 minutes'`);
    const stale = await post(t.app, '/api/auth/delete-user', {}, cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('auth/requires-recent-login');

    const fresh = await signIn(t.app, email, 'secret-pass');
    const gone = await post(t.app, '/api/auth/delete-user', {}, fresh);
    expect(gone.statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' })).statusCode,
    ).toBe(401);
  });
});
