/**
 * Account fields sent to better-auth follow Busway's own rules (src/shared/accounts/accounts.ts, as on the
 * admin routes): 400 invalid-argument naming the field, unknown keys dropped; and no malformed body
 * on any served identity endpoint is ever answered 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#shared/core/error-body.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, latestCode, post, signUpVerified } from '../../accounts.testing.ts';
import { servedAuthEndpoints } from './auth-endpoints.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GITHUB_CLIENT_ID: 'fields-test', GITHUB_CLIENT_SECRET: 'fields-test-secret' },
  });
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user as {
    name: string;
    phone: string | null;
    role: string;
    email: string;
    emailVerified: boolean;
  };

/** The answer is 400 invalid-argument naming `field` first. */
function expectRefused(answer: { statusCode: number; json: () => unknown }, field: string) {
  expect(answer.statusCode).toBe(400);
  const { error } = ErrorBody.parse(answer.json());
  expect(error.code).toBe('invalid-argument');
  expect((error.details as { fields: { field: string }[] }).fields[0]?.field).toBe(field);
}

describe('sign-up fields', () => {
  const signUp = (extra: object, email = 'fields@example.com') =>
    post(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'Field Tester', email, password: 'secret-pass', ...extra },
      '',
      '10.8.0.1',
    );

  it('refuses a 1,000,000-character name, a 40,000-character phone and an object as phone', async () => {
    expectRefused(await signUp({ name: 'n'.repeat(1_000_000) }), 'body.name');
    expectRefused(await signUp({ phone: '1'.repeat(40_000) }), 'body.phone');
    expectRefused(await signUp({ phone: {} }), 'body.phone');
    // Nothing was stored: the address is still free.
    expect((await signUp({ phone: '+49 30 123456' })).statusCode).toBe(200);
  });

  it('drops fields sign-up does not take (a role, a verified flag)', async () => {
    const email = 'dropped.fields@example.com';
    const answer = await signUp({ role: 'admin', emailVerified: true, banned: false }, email);
    expect(answer.statusCode).toBe(200);
    const verify = await post(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: await latestCode(t.database.db, email),
    });
    const cookie = verify.headers['set-cookie'];
    const session = String(Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0] ?? '';
    expect(await me(session)).toMatchObject({ role: 'passenger', emailVerified: true });
  });
});

describe('update-user fields', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await signUpVerified(t.app, t.database.db, 'profile.fields@example.com');
  });
  const update = (body: unknown) => post(t.app, '/api/auth/update-user', body, cookie);

  it('refuses an object or null as name, and long or object phones, keeping the profile', async () => {
    expectRefused(await update({ name: { first: 'A' } }), 'body.name');
    expectRefused(await update({ name: null }), 'body.name');
    expectRefused(await update({ name: 'n'.repeat(1_000_000) }), 'body.name');
    expectRefused(await update({ phone: '1'.repeat(40_000) }), 'body.phone');
    expectRefused(await update({ phone: {} }), 'body.phone');
    expect(await me(cookie)).toMatchObject({ name: 'Test Person', phone: null });
  });

  it('saves a good name and phone, clears an empty phone, and drops other fields', async () => {
    const saved = await update({ name: ' Renamed ', phone: '+49 30 1234567', role: 'admin' });
    expect(saved.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({
      name: 'Renamed',
      phone: '+49 30 1234567',
      role: 'passenger',
    });
    expect((await update({ name: 'Renamed', phone: null })).statusCode).toBe(200);
    expect((await me(cookie)).phone).toBeNull();
    expect((await update({ name: 'Renamed', phone: '' })).statusCode).toBe(200);
    expect((await me(cookie)).phone).toBeNull();
  });
});

describe('malformed bodies on every served identity endpoint', () => {
  const VALUES: unknown[] = [null, {}, [], 42, true, 'x'.repeat(100_000), 'a\u0000b', '\uD800'];
  const SHAPES = ['null', '[]', '"text"', '42', '{"a":'];
  const QUERIES = [
    'disableCookieCache=maybe&disableRefresh=%00',
    'code=%00&state=%uD800',
    'code=a&code=b&state[]=1',
    'error=access_denied&state=unknown',
  ];

  it('are answered 4xx in Busway’s error shape, never 5xx', async () => {
    const cookie = await signUpVerified(t.app, t.database.db, 'sweep@example.com');
    for (const endpoint of servedAuthEndpoints(true)) {
      const url = `/api/auth${endpoint.path}`;
      if (endpoint.method === 'GET') {
        for (const query of QUERIES) {
          const answer = await t.app.inject({ url: `${url}?${query}`, headers: { cookie } });
          expect(answer.statusCode, `${url}?${query}`).toBeLessThan(500);
        }
        continue;
      }
      const send = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
          remoteAddress: '10.8.0.9',
        });
      const fields = Object.keys('shape' in endpoint.body ? (endpoint.body.shape as object) : {});
      const bodies = [
        ...SHAPES,
        ...fields.flatMap((field) => VALUES.map((value) => JSON.stringify({ [field]: value }))),
      ];
      for (const payload of bodies) {
        const answer = await send(payload);
        expect(answer.statusCode, `${url} ${payload.slice(0, 40)}`).toBeLessThan(500);
        if (answer.statusCode >= 400) ErrorBody.parse(answer.json());
      }
    }
    // The session survived the sweep: nothing malformed signed it out or deleted it.
    expect((await me(cookie)).email).toBe('sweep@example.com');
  });
});
