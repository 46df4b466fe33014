/**
 * `npm run dev`: the API with reload on change (tsx watch) and Vite with hot reload, together. The
 * only place the relaxed development mode is switched on: NODE_ENV=development makes the API trust
 * the Vite dev server's origin as well as its own (src/server/plugins/security/origins.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { VITE_DEV_PORT } from '../src/server/plugins/security/origins.ts';

const children: ChildProcess[] = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: process.env.PORT ?? '3000',
    },
  }),
  // On its own port or not at all: the API trusts that one origin.
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', String(VITE_DEV_PORT), '--strictPort'],
    { stdio: 'inherit' },
  ),
];

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
