/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then starts
 * the server (which migrates, seeds demo data on the first run and prints the banner). It runs as
 * Busway runs for real: NODE_ENV unset is production; only `npm run dev` relaxes anything.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_MARK = 'dist/client/index.html';
const SOURCES = [
  'src/client',
  'src/shared',
  'index.html',
  'vite.config.ts',
  'scripts/vite-first-load-chunk.ts',
  'scripts/vite-help-articles.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-pwa.ts',
  'scripts/vite-zod-json-schema.ts',
  'public',
  'package.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildIsStale(): boolean {
  if (!existsSync(BUILD_MARK)) return true;
  const built = statSync(BUILD_MARK).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

if (buildIsStale()) {
  console.log('Building the web app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
await import('../src/server/main.ts');
