import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/vite-precompress.ts';
import { createTestApp, type TestApp } from '../../testing/testing.ts';
import { POPUP_COMPLETE_PATH } from './spa.ts';

const INDEX = `<!doctype html><title>Busway</title><div id="root"></div>`;
// Big enough to get compressed copies; `small` stays under the minimum and has none.
const MAIN_JS = `export const stops = [${Array.from({ length: 400 }, (_, i) => `"stop ${i}"`).join(',')}];`;
const SMALL_JS = 'console.log(1)';
const YEAR = 'public, max-age=31536000, immutable';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'busway-spa-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), INDEX);
  await writeFile(join(clientDir, 'assets', 'main-abc123.js'), MAIN_JS);
  await writeFile(join(clientDir, 'assets', 'small-def456.js'), SMALL_JS);
  await precompressDir(clientDir);
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return t.app.inject({ url, headers });
}

describe('precompressed web app files', () => {
  it('sends the brotli copy of an asset to a client that accepts br, with its own type', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('sends the file itself, still varying on accept-encoding, to a client that accepts neither', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/main-abc123.js', accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(MAIN_JS);
    }
  });

  it('falls back to the file itself when it has no compressed copy', async () => {
    const res = await get('/assets/small-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_JS);
  });

  it('answers a screen path with index.html compressed, revalidated', async () => {
    for (const url of ['/', '/buses', '/seatselection?trip=1&from=1&to=3']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/buses');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('keeps the sign-in popup page in its opener group when compressed', async () => {
    const res = await get(POPUP_COMPLETE_PATH, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('compresses an asset built after start and still 404s a missing chunk', async () => {
    await writeFile(join(clientDir, 'assets', 'late-0a1b2c.js'), MAIN_JS);
    await precompressDir(clientDir);
    const res = await get('/assets/late-0a1b2c.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
    expect((await get('/assets/gone-old.js', 'br')).statusCode).toBe(404);
  });
});
