/**
 * A Vite build plugin that writes a brotli (`.br`, maximum quality) and a gzip (`.gz`, level 9)
 * copy beside every compressible file of the client build, so the server sends them with
 * `preCompressed` instead of compressing on every request (issue 11, speed).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;
/** Below about a packet, compressing saves no round trip and a header or two eats the gain. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Whether a built file gets compressed copies: a text format, big enough to gain from it. HTML is
 * exempt from the minimum: index.html answers every screen path, so it is sent on every navigation.
 */
export function shouldPrecompress(path: string, size: number): boolean {
  if (!COMPRESSIBLE.test(path)) return false;
  return size >= MIN_BYTES || /\.html$/i.test(path);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each file of `dir` that qualifies; returns those files. */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await listFiles(dir)) {
    if (!shouldPrecompress(file, (await stat(file)).size)) continue;
    const body = await readFile(file);
    const br = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
    done.push(file);
  }
  return done;
}

export function precompress(): Plugin {
  return {
    name: 'busway:precompress',
    apply: 'build',
    // After every file, public/ included, is on disk in the output folder.
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
