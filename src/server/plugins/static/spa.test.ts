import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/vite-precompress.ts';
import { createTestApp, type TestApp } from '../../testing/app.testing.ts';
import { POPUP_COMPLETE_PATH } from './spa.ts';

const INDEX = `<!doctype html><title>Busway</title><div id="root"></div>`;
// Big enough to get compressed copies; `small` stays under the minimum and has none.
const MAIN_JS = `export const stops = [${Array.from({ length: 400 }, (_, i) => `"stop ${i}"`).join(',')}];`;
const SMALL_JS = 'console.log(1)';
const YEAR = 'public, max-age=31536000, immutable';
/** Files of public/ that the build copies beside index.html, with the type each is served as. */
const PUBLIC_FILES = {
  'favicon.ico': 'image/vnd.microsoft.icon',
  'favicon.svg': 'image/svg+xml',
  'robots.txt': 'text/plain; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'icon-maskable-192.png': 'image/png',
  'icon-maskable-512.png': 'image/png',
};
/** The service worker as the build writes it (scripts/vite-pwa.ts), beside index.html. */
const SERVICE_WORKER = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'busway-spa-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), INDEX);
  await writeFile(join(clientDir, 'sw.js'), SERVICE_WORKER);
  await writeFile(join(clientDir, 'assets', 'main-abc123.js'), MAIN_JS);
  await writeFile(join(clientDir, 'assets', 'small-def456.js'), SMALL_JS);
  for (const name of Object.keys(PUBLIC_FILES)) {
    await copyFile(new URL(`../../../../public/${name}`, import.meta.url), join(clientDir, name));
  }
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

describe('files and screens', () => {
  it.each(Object.entries(PUBLIC_FILES))('serves public/%s as itself', async (name, type) => {
    const res = await get(`/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves a web manifest with the name, colours and icons a browser installs', async () => {
    const manifest = (await get('/manifest.webmanifest')).json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ name: 'Busway', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) expect((await get(icon.src)).statusCode, icon.src).toBe(200);
  });

  it('gives the manifest maskable icons, so a launcher can shape it without cutting the logo', async () => {
    const manifest = (await get('/manifest.webmanifest')).json<{
      icons: { src: string; sizes: string; purpose?: string }[];
    }>();
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
    expect(maskable.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('serves the service worker as a script that is checked on every load', async () => {
    for (const accept of [undefined, 'br, gzip']) {
      const res = await get('/sw.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // A year in the browser's cache would hold back every new version for a year.
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("lets the page's policy load the service worker and the manifest from this site", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers 404, not the web app, for a missing file', async () => {
    for (const url of [
      '/favicon.png',
      '/wp-login.php',
      '/apple-touch-icon.png',
      '/buses/x.js?v=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('still answers a screen path without an extension with index.html', async () => {
    for (const url of ['/signin', '/adminbuses?q=a.b', '/no-such-screen']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
