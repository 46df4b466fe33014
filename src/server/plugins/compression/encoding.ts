/**
 * How the API compresses an answer, in one place: the encoding a client accepts, the smallest body
 * worth compressing, and the settings of each encoding. The compression plugin uses it for every
 * JSON answer; the trip search (decision 014) for the copies it keeps ready to send.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Below this many bytes an answer goes as it is: it fits a packet or two either way, and the
 * compressed copy of a tiny body can be larger than the body.
 */
export const COMPRESS_MIN_BYTES = 1024;
/** Larger bodies are compressed on libuv's threads, so one big answer does not stall the others. */
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

// Browsers send a handful of distinct headers: each is read once.
const encodingOf = new Map<string, Encoding>();

/** The best encoding a client accepts (`Accept-Encoding`), brotli first; q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let known = encodingOf.get(acceptEncoding);
  if (!known) {
    known = readAcceptEncoding(acceptEncoding);
    if (encodingOf.size < 100) encodingOf.set(acceptEncoding, known);
  }
  return known;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function brotliOptions(size: number) {
  return {
    params: {
      // Quality 5: within a few percent of 11 on JSON, at a fraction of its time.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in `encoding`, on this thread: for bodies small enough not to hold others up. */
export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, brotliOptions(body.length));
  if (encoding === 'gzip') return gzipSync(body, GZIP_OPTIONS);
  return body;
}

/** `body` in `encoding`: small bodies on this thread, larger ones on libuv's threads. */
export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity' || body.length <= COMPRESS_SYNC_MAX_BYTES) {
    return compressSync(body, encoding);
  }
  if (encoding === 'br') return brotliAsync(body, brotliOptions(body.length));
  return gzipAsync(body, GZIP_OPTIONS);
}
