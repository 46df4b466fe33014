/** The session cookie sign-in sets: out of scripts' reach, not sent cross-site, kept for 7 days. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, post, signUpVerified } from '../accounts.testing.ts';

const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** Each Set-Cookie header as its name and its attributes as written. */
function setCookies(res: LightMyRequestResponse) {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((line) => {
    const [pair = '', ...attributes] = line.split(/;\s*/);
    return { name: pair.slice(0, pair.indexOf('=')), attributes };
  });
}

async function signInOn(t: TestApp, email: string) {
  await signUpVerified(t.app, t.database.db, email);
  const res = await post(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('session cookie over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is HttpOnly, SameSite=Lax, on every path and lives 7 days, as the session does', async () => {
    const before = Date.now();
    const res = await signInOn(t, 'cookie@example.com');
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name)).toEqual(['better-auth.session_token']);
    const { attributes } = cookies[0]!;
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${SEVEN_DAYS}`]),
    );
    expect(attributes).not.toContain('Secure');

    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie, origin: ORIGIN },
    });
    const expires = new Date(session.json().session.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(SEVEN_DAYS * 1000 - 60_000);
    expect(expires - before).toBeLessThanOrEqual(SEVEN_DAYS * 1000 + 60_000);
  });
});

describe('session cookie behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://busway.example' } });
  });
  afterAll(() => t.close());

  it('is also Secure, under the __Secure- prefix', async () => {
    const cookies = setCookies(await signInOn(t, 'secure@example.com'));
    expect(cookies.map((c) => c.name)).toEqual(['__Secure-better-auth.session_token']);
    expect(cookies[0]!.attributes).toEqual(
      expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SEVEN_DAYS}`]),
    );
  });
});
