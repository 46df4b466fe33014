/**
 * /api/docs carries a CSP of its own, strict like the app's; every other page keeps the app's CSP,
 * which allows no inline script, and JSON answers one that allows nothing (security.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { API_HEADERS } from './security/security.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A web app of its own, so the pages are served whether or not `npm run build` has run.
  clientDir = await mkdtemp(join(tmpdir(), 'busway-csp-'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Busway</title>');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

async function cspOf(url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, csp: String(res.headers['content-security-policy'] ?? '') };
}

describe('Content-Security-Policy', () => {
  it('gives the API docs and their assets a policy with no inline script or style', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const { csp } = await cspOf(url);
      const policy = directives(csp);
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).not.toContain('unsafe-eval');
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it('serves the docs page without the top bar, whose logo needs an inline style', async () => {
    const res = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"layout":"BaseLayout"');
  });

  it("keeps the app's own policy, without inline script, on every other page", async () => {
    const app = await cspOf('/');
    expect(app.status).toBe(200);
    // The app's own scripts, and WebAssembly compiled from its own files (the door's QR reader):
    // no inline script, no eval.
    expect(directives(app.csp).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    for (const url of ['/buses', '/Dev']) {
      const { csp } = await cspOf(url);
      expect(csp, url).toBe(app.csp);
    }
  });

  it('gives JSON answers, the OpenAPI document included, a policy that allows nothing', async () => {
    for (const url of ['/api/health', '/api/openapi.json', '/api/no-such-thing']) {
      const { csp } = await cspOf(url);
      expect(csp, url).toBe(API_HEADERS['content-security-policy']);
      expect(directives(csp).get('default-src'), url).toEqual(["'none'"]);
    }
  });
});
