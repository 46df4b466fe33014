import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir, shouldPrecompress } from './vite-precompress.ts';

describe('shouldPrecompress', () => {
  it('takes the text formats of the build at or above the minimum size', () => {
    for (const ext of ['js', 'mjs', 'css', 'svg', 'json', 'webmanifest', 'txt', 'JS']) {
      expect(shouldPrecompress(`assets/a.${ext}`, MIN_BYTES), ext).toBe(true);
    }
  });

  it('skips small files, except HTML which every screen path answers with', () => {
    expect(shouldPrecompress('assets/a.js', MIN_BYTES - 1)).toBe(false);
    expect(shouldPrecompress('favicon.svg', 493)).toBe(false);
    expect(shouldPrecompress('index.html', 895)).toBe(true);
  });

  it('skips formats that are already compressed and the compressed copies themselves', () => {
    for (const name of ['a.png', 'a.jpg', 'a.webp', 'a.woff2', 'a.js.br', 'a.js.gz', 'a.zip']) {
      expect(shouldPrecompress(`assets/${name}`, 100_000), name).toBe(false);
    }
  });
});

describe('precompressDir', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to the file, beside each chosen file only', async () => {
    dir = await mkdtemp(join(tmpdir(), 'busway-precompress-'));
    await mkdir(join(dir, 'assets'));
    const big = 'body { color: red }\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'main-1.css'), big);
    await writeFile(join(dir, 'assets', 'tiny-2.js'), 'x()');
    await writeFile(join(dir, 'assets', 'photo-3.png'), Buffer.alloc(4096));

    const done = await precompressDir(dir);
    // Running it again (a second output of the same build) must not compress the copies.
    await precompressDir(dir);

    expect(done).toEqual([join(dir, 'assets', 'main-1.css')]);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'main-1.css',
      'main-1.css.br',
      'main-1.css.gz',
      'photo-3.png',
      'tiny-2.js',
    ]);
    const br = await readFile(join(dir, 'assets', 'main-1.css.br'));
    const gz = await readFile(join(dir, 'assets', 'main-1.css.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(gz).toString()).toBe(big);
    expect(br.length).toBeLessThan(gz.length);
  });
});
