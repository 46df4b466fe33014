/** `npm run test:e2e`: builds the app and runs the Playwright journeys in Debian's Chromium. */
import { execFileSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

ensureChromium();
const node = process.execPath;
execFileSync(node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
execFileSync(node, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
