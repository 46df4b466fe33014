/**
 * `npm test`: typecheck, lint, unit + integration (PGlite, and PostgreSQL / Redis when
 * TEST_DATABASE_URL / TEST_REDIS_URL are set — required under CI=true), then the browser journeys.
 * Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const node = process.execPath;
const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

if (process.env.CI === 'true') {
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(
      `CI=true needs ${missing.join(' and ')}: the PostgreSQL and Redis suites are required.`,
    );
    process.exit(1);
  }
}

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  {
    name: 'typecheck',
    args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
  },
  { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] },
  {
    name: 'unit + integration',
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/vitest.json`,
    ],
  },
  {
    name: 'browser journeys',
    args: ['--import', 'tsx', 'scripts/e2e.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` },
  },
];

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const vitest = `${REPORTS}/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests;
    total.skipped += r.numPendingTests + r.numTodoTests;
  }
  const pw = `${REPORTS}/playwright.json`;
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
    total.passed += s.expected + s.flaky;
    total.failed += s.unexpected;
    total.skipped += s.skipped;
  }
  return total;
}

let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const result = spawnSync(node, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  console.log(
    `━━ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const { passed, failed, skipped } = counts();
if (failedStep) console.error(`\nnpm test failed at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
