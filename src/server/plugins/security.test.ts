import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing.ts';
import { HSTS } from './security.ts';

const forwardedHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'busway.example' };

describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('is not sent over plain HTTP', async () => {
    const res = await direct.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The other helmet headers still are.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is not sent on an X-Forwarded-Proto nobody was trusted to set', async () => {
    const res = await direct.app.inject({ url: '/api/health', headers: forwardedHttps });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent over HTTPS as a trusted proxy (TRUST_PROXY) reports it', async () => {
    const res = await proxied.app.inject({ url: '/api/health', headers: forwardedHttps });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    const refused = await proxied.app.inject({ url: '/api/nothing-here', headers: forwardedHttps });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['strict-transport-security']).toBe(HSTS);
    const plain = await proxied.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
