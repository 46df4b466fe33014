/** The signed-in person's own account: profile fields, e-mail change by code, sessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { latestCode, post, signIn, signUpVerified } from './accounts.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });

describe('profile', () => {
  it('updates the display name and phone, but not the role', async () => {
    const cookie = await signUpVerified(t.app, t.database.db, 'profile@example.com');
    expect(
      (
        await post(
          t.app,
          '/api/auth/update-user',
          { name: 'Renamed Rider', phone: '+44 20 7946 0000' },
          cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect((await session(cookie)).json().user).toMatchObject({
      name: 'Renamed Rider',
      phone: '+44 20 7946 0000',
    });
    const role = await post(t.app, '/api/auth/update-user', { role: 'admin' }, cookie);
    expect(role.statusCode).toBe(400);
    expect((await session(cookie)).json().user.role).toBe('passenger');
  });

  it('refuses a picture URL on update-user and sign-up: only the avatar upload sets one', async () => {
    const cookie = await signUpVerified(t.app, t.database.db, 'pixel@example.com');
    const tracker = 'https://tracker.example/pixel.gif';
    const update = await post(t.app, '/api/auth/update-user', { image: tracker }, cookie);
    expect(update.statusCode).toBe(400);
    expect(update.json().error.code).toBe('invalid-argument');
    const withName = await post(
      t.app,
      '/api/auth/update-user',
      { name: 'Pixel', image: null },
      cookie,
    );
    expect(withName.statusCode).toBe(400);
    expect((await session(cookie)).json().user).toMatchObject({ name: 'Test Person', image: null });

    const signUp = await post(t.app, '/api/auth/sign-up/email', {
      name: 'P',
      email: 'pixel2@example.com',
      password: 'secret-pass',
      image: tracker,
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.code).toBe('invalid-argument');
  });

  it('changes the e-mail only after the code sent to the new address', async () => {
    const cookie = await signUpVerified(t.app, t.database.db, 'old.address@example.com');
    const request = await post(
      t.app,
      '/api/auth/email-otp/request-email-change',
      { newEmail: 'new.address@example.com' },
      cookie,
    );
    expect(request.statusCode).toBe(200);
    expect((await session(cookie)).json().user.email).toBe('old.address@example.com');
    const otp = await latestCode(t.database.db, 'new.address@example.com');
    const change = await post(
      t.app,
      '/api/auth/email-otp/change-email',
      { newEmail: 'new.address@example.com', otp },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    const after = await signIn(t.app, 'new.address@example.com', 'secret-pass');
    expect((await session(after)).json().user).toMatchObject({
      email: 'new.address@example.com',
      emailVerified: true,
    });
  });

  it('lists sessions, revokes another device, and signs out everywhere', async () => {
    const first = await signUpVerified(t.app, t.database.db, 'devices@example.com');
    const second = await signIn(t.app, 'devices@example.com', 'secret-pass');
    const list = await t.app.inject({
      url: '/api/auth/list-sessions',
      headers: { cookie: second },
    });
    expect(list.json()).toHaveLength(2);
    const firstToken = (await session(first)).json().session.token as string;
    expect(
      (await post(t.app, '/api/auth/revoke-session', { token: firstToken }, second)).statusCode,
    ).toBe(200);
    expect((await session(first)).json()).toBeNull();
    expect((await post(t.app, '/api/auth/revoke-sessions', {}, second)).statusCode).toBe(200);
    expect((await session(second)).json()).toBeNull();
  });

  it('changes the password only with the current one', async () => {
    const cookie = await signUpVerified(t.app, t.database.db, 'passwords@example.com');
    const wrong = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'not-it', newPassword: 'next-secret' },
      cookie,
    );
    expect(wrong.json().error.code).toBe('auth/wrong-password');
    const ok = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'secret-pass', newPassword: 'next-secret', revokeOtherSessions: true },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    await signIn(t.app, 'passwords@example.com', 'next-secret');
  });
});
