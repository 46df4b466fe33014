/**
 * TRUST_PROXY: whose X-Forwarded-For decides the client address the attempt limits count by.
 * Off by default (limits.http.test.ts shows a spoofed header changing nothing then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, signUpVerified } from '../accounts.testing.ts';

describe('TRUST_PROXY setting', () => {
  it('is off unless set, and takes true, false or proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(
      loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', '::1', 'fd00::/8']);
  });

  it('names a bad value, and refuses a hop count (Fastify ignores one)', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY: must be true, false, or a comma list/,
    );
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '2' })).toThrow(
      /TRUST_PROXY: a hop count is not supported/,
    );
  });
});

describe('behind a trusted proxy', () => {
  const PROXY = '10.5.0.1';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: PROXY } });
    await signUpVerified(t.app, t.database.db, 'proxied@example.com');
  });
  afterAll(() => t.close());

  const signIn = (from: string, forwardedFor: string, password = 'wrong-pass') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'proxied@example.com', password },
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      remoteAddress: from,
    });

  it('counts by the address the proxy names, and ignores the header from anyone else', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(PROXY, '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn(PROXY, '198.51.100.1')).statusCode).toBe(429);
    // Another client behind the proxy is not paused.
    expect((await signIn(PROXY, '198.51.100.2', 'secret-pass')).statusCode).toBe(200);
    // A client reaching the app directly cannot borrow an address with the header.
    for (let i = 0; i < 5; i++)
      expect((await signIn('10.6.0.1', `198.51.100.${10 + i}`)).statusCode).toBe(401);
    expect((await signIn('10.6.0.1', '198.51.100.99')).statusCode).toBe(429);
  });
});
