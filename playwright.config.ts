import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const MOCK_GITHUB_PORT = PORT + 1;
const MOCK_GITHUB_URL = `http://127.0.0.1:${MOCK_GITHUB_PORT}`;

// Every run starts on a fresh embedded database, seeded with the demo network. Each worker loads this
// file again: the variable hands them the runner's directory instead of making one each.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'busway-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Headless Chromium on this 2-core machine now takes 10-30 s for journeys that took 3-8 s at
  // the close of issue 11 — the same for the tree of that close, measured side by side — so a
  // journey gets 60 s and a look 15 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records a screencast of every step: on this 2-core machine that made the journeys a
    // quarter slower (14 of them: 3.5 → 2.6 min). So only a retry, a journey that failed once,
    // records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx src/server/modules/accounts/github/mock-github.testing.ts',
      url: `${MOCK_GITHUB_URL}/health`,
      reuseExistingServer: false,
      env: { MOCK_GITHUB_PORT: String(MOCK_GITHUB_PORT) },
    },
    {
      command: 'node --import tsx src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? '.tmp/e2e-client',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        NODE_ENV: 'test',
        // GitHub sign-in against the local mock (src/server/modules/accounts/github/mock-github.testing.ts).
        GITHUB_CLIENT_ID: 'busway-e2e',
        GITHUB_CLIENT_SECRET: 'busway-e2e-secret',
        GITHUB_BASE_URL: MOCK_GITHUB_URL,
        GITHUB_API_URL: MOCK_GITHUB_URL,
        // Every journey signs up from 127.0.0.1: one address for the whole run.
        SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
        // …and every /track screen searches from it (the list refreshes every 30 s).
        TRACK_SEARCHES_PER_ADDRESS_PER_MINUTE: '1000',
        // …and opens its live sockets from it, two workers' pages at once.
        LIVE_SOCKETS_PER_ADDRESS: '200',
        // The realtime-feeds journey serves its feed on this machine (README, "SSRF").
        REALTIME_FEED_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
  ],
});
