/**
 * A password change signs every other device out, whatever the client asks: one of them may be
 * the person who learnt the old password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { cookieOf, post, signIn, signUpVerified } from '../../accounts.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedInAs = async (cookie: string) => {
  const answer = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  return (answer.json() as { user?: { email: string } } | null)?.user?.email ?? null;
};

describe('changing the password', () => {
  it('signs the other sessions out and keeps this device signed in', async () => {
    const email = 'two.devices@example.com';
    const laptop = await signUpVerified(t.app, t.database.db, email);
    const phone = await signIn(t.app, email, 'secret-pass');
    expect(await signedInAs(phone)).toBe(email);

    const change = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'secret-pass', newPassword: 'changed-pass' },
      laptop,
    );
    expect(change.statusCode).toBe(200);
    expect(await signedInAs(phone)).toBeNull();
    expect(await signedInAs(cookieOf(change))).toBe(email);
    await signIn(t.app, email, 'changed-pass');
  });

  it('refuses to keep the other sessions (revokeOtherSessions: false) and changes nothing', async () => {
    const email = 'keep.sessions@example.com';
    const laptop = await signUpVerified(t.app, t.database.db, email);
    const phone = await signIn(t.app, email, 'secret-pass');
    const change = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'secret-pass', newPassword: 'changed-pass', revokeOtherSessions: false },
      laptop,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error.code).toBe('invalid-argument');
    expect(change.json().error.details.fields[0].field).toBe('body.revokeOtherSessions');
    expect(await signedInAs(phone)).toBe(email);
    await signIn(t.app, email, 'secret-pass');
  });
});
