import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { API_HEADERS, helmetHeaders, HSTS } from './security.ts';

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

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';" +
    "script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
    "connect-src 'self' ws: wss:;worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('helmet headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        app.get('/test/page', { config: { access: 'public' } }, (_request, reply) =>
          reply.type('text/html; charset=utf-8').send('<!doctype html><title>t</title>'),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('go on a page and a file as helmet sets them for our policy', async () => {
    const res = await t.app.inject({ url: '/test/page' });
    expect(res.headers).toMatchObject(PAGE_HEADERS);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('let a page compile WebAssembly from its own files, and never eval JavaScript', async () => {
    const res = await t.app.inject({ url: '/test/page' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    // The door's QR reader (ZXing as WebAssembly) is a file of this app: nothing from elsewhere.
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  it('are the short API set on every JSON answer, found or not, allowed or not', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/admin/stops']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject(API_HEADERS);
      for (const name of Object.keys(PAGE_HEADERS).filter((h) => !(h in API_HEADERS)))
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('are worked out once from the options, with the policy helmet writes', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } },
      xFrameOptions: { action: 'deny' },
    });
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
