/** `npm run test:e2e`: builds the app and runs the Playwright journeys in Debian's Chromium. */
import { execFileSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

ensureChromium();
const node = process.execPath;
// A build of its own, so a rebuild of dist/client (npm start, another run) never changes the app
// under a running journey. playwright.config.ts serves the same folder.
const clientDir = (process.env.E2E_CLIENT_DIR ??= '.tmp/e2e-client');
execFileSync(
  node,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    clientDir,
    '--emptyOutDir',
  ],
  { stdio: 'inherit' },
);
execFileSync(node, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
