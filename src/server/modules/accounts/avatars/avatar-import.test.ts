/** Importing a provider's picture: only a real image, within the size cap and time-out, is kept. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_URL_PREFIX, createAvatarStore, type AvatarStore } from './avatar.ts';
import { downloadImage, importAvatar } from './avatar-import.ts';

let server: Server;
let base: string;
let png: Buffer;
let uploadDir: string;
let avatars: AvatarStore;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    switch (req.url) {
      case '/avatar.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/big.png':
        // No content-length: the size is counted as the bytes arrive.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png);
        return res.end(Buffer.alloc(4096));
      case '/page.html':
        return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
      case '/slow.png':
        hanging.push(res.writeHead(200, { 'content-type': 'image/png' }));
        return;
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  uploadDir = await mkdtemp(join(tmpdir(), 'busway-avatar-import-'));
  avatars = createAvatarStore(uploadDir);
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const limits = { timeoutMs: 2_000, maxBytes: 1024 * 1024 };

describe('importAvatar', () => {
  it('stores a resized WebP of a real image under our own URL', async () => {
    const url = await importAvatar(`${base}/avatar.png`, avatars, limits);
    expect(url?.startsWith(AVATAR_URL_PREFIX)).toBe(true);
    const [file] = await readdir(join(uploadDir, 'avatars'));
    expect(await sharp(join(uploadDir, 'avatars', file ?? '')).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('gives no avatar for anything else', async () => {
    expect(await importAvatar(`${base}/page.html`, avatars, limits)).toBeNull();
    expect(await importAvatar(`${base}/missing.png`, avatars, limits)).toBeNull();
    expect(await importAvatar('file:///etc/passwd', avatars, limits)).toBeNull();
    expect(await importAvatar('not a url', avatars, limits)).toBeNull();
  });
});

describe('downloadImage', () => {
  it('stops at the size cap', async () => {
    expect(await downloadImage(`${base}/avatar.png`, { ...limits, maxBytes: png.length })).toEqual(
      png,
    );
    expect(
      await downloadImage(`${base}/avatar.png`, { ...limits, maxBytes: png.length - 1 }),
    ).toBeUndefined();
    expect(
      await downloadImage(`${base}/big.png`, { ...limits, maxBytes: png.length + 100 }),
    ).toBeUndefined();
  });

  it('gives up on a server that does not finish answering', async () => {
    expect(await downloadImage(`${base}/slow.png`, { ...limits, timeoutMs: 200 })).toBeUndefined();
  });
});
