import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { createTestApp, type TestApp } from './testing/app.testing.ts';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'busway-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><title>Busway</title><div id="root"></div>',
  );
  await writeFile(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir, env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('reports health of database, realtime and mail', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.checks.database).toMatchObject({ status: 'ok', kind: 'pglite' });
    expect(body.checks.realtime).toMatchObject({ status: 'ok', kind: 'in-process' });
    expect(body.checks.mail).toMatchObject({ status: 'ok', transport: 'outbox' });
  });

  it('serves the public configuration', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'Busway',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
    });
  });

  it('publishes an OpenAPI document and renders it', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a not-found JSON error', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not-found', message: 'Nothing here: GET /api/no-such-thing.' },
    });
  });

  it('refuses a body over the limit with resource-exhausted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('resource-exhausted');
  });
});

describe('error handler on routes of its own', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp({
      register(app) {
        const r = app.withTypeProvider<ZodTypeProvider>();
        r.post(
          '/api/test/echo',
          {
            config: { access: 'public' },
            schema: { body: z.object({ seats: z.array(z.string()).min(1), tripId: z.uuid() }) },
          },
          async (request) => request.body,
        );
        r.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret database password in here');
        });
        r.get('/api/test/taken', { config: { access: 'public' } }, async () => {
          throw new AppError('seat-unavailable', undefined, { seats: ['3A'] });
        });
        r.get('/api/test/undeclared', async () => 'should never answer');
        r.get('/api/test/admin', { config: { access: 'admin' } }, async () => 'admins only');
      },
    });
  });
  afterAll(() => u.close());

  it('names each invalid field', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { seats: [], tripId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid-argument');
    expect(error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.seats',
      'body.tripId',
    ]);
    expect(error.message).toContain('body.seats');
  });

  it('hides the internals of a 5xx and gives the request id', async () => {
    const res = await u.app.inject({
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().error).toMatchObject({ code: 'internal', details: { requestId: 'req-42' } });
    expect(res.headers['x-request-id']).toBe('req-42');
  });

  it('maps service errors to their status and details', async () => {
    const res = await u.app.inject({ url: '/api/test/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'seat-unavailable',
      details: { seats: ['3A'] },
    });
  });

  it('denies a route that declares no access, and a protected one to visitors', async () => {
    const closed = await u.app.inject({ url: '/api/test/undeclared' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.code).toBe('permission-denied');
    const admin = await u.app.inject({ url: '/api/test/admin' });
    expect(admin.statusCode).toBe(401);
    expect(admin.json().error.code).toBe('unauthenticated');
  });

  it('rejects malformed JSON with invalid-argument', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"seats": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
  });
});

describe('web app serving', () => {
  it('answers any screen path with index.html, revalidated', async () => {
    for (const url of ['/', '/buses', '/seatselection?trip=1&from=1&to=3', '/Dev']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and 404s a missing chunk', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ url: '/assets/gone-old.js' });
    expect(missing.statusCode).toBe(404);
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('web app rebuilt under a running server', () => {
  it('serves asset files that appeared after start', async () => {
    await writeFile(join(clientDir, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const escape = await t.app.inject({ url: '/assets/..%2F..%2Fetc%2Fpasswd' });
    expect(escape.statusCode).toBe(404);
  });
});

describe('health when the database is down', () => {
  it('answers 503 unavailable with the report of each check', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const { error } = res.json();
    expect(error.code).toBe('unavailable');
    expect(error.details.checks.database.status).toBe('down');
    expect(error.details.checks.realtime.status).toBe('ok');
    await down.app.close();
  });
});
