import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, compressSync, preferredEncoding } from './encoding.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and sends the bytes as they are otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('compress', () => {
  // Buffers are compared with equals(): toEqual walks them byte by byte, slowly.
  const json = Buffer.from(JSON.stringify({ stops: Array.from({ length: 50_000 }, (_, i) => i) }));

  it('compresses small bodies on this thread and large ones off it, to the same bytes', async () => {
    const small = json.subarray(0, 4096);
    expect(brotliDecompressSync(compressSync(small, 'br')).equals(small)).toBe(true);
    expect(gunzipSync(compressSync(small, 'gzip')).equals(small)).toBe(true);
    expect(json.length).toBeGreaterThan(64 * 1024);
    expect(brotliDecompressSync(await compress(json, 'br')).equals(json)).toBe(true);
    expect(gunzipSync(await compress(json, 'gzip')).equals(json)).toBe(true);
    expect(await compress(json, 'identity')).toBe(json);
  });

  it('keeps incompressible bytes readable', async () => {
    const noise = randomBytes(100_000);
    expect(brotliDecompressSync(await compress(noise, 'br')).equals(noise)).toBe(true);
  });
});
