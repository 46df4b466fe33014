/**
 * `npm test`: typecheck, lint, unit + integration (PGlite, and PostgreSQL / Redis when
 * TEST_DATABASE_URL / TEST_REDIS_URL are set — required under CI=true), then the browser journeys.
 * Typecheck and lint run side by side (each is one process on one core, and nothing else runs
 * then), their output printed whole as each ends; the tests after them run one tier at a time.
 * Each tier prints its seconds as it ends; a table of the tiers with the wall-clock total closes
 * the run, then one line "N passed, N failed, N skipped".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { summaryLines, tierLine, type TierResult } from './test-summary.ts';

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
  /** Node arguments of each command, run in turn; the tier fails at the first that fails. */
  commands: string[][];
  env?: Record<string, string>;
}

/** The checks: run side by side. */
const checks: Step[] = [
  {
    name: 'typecheck',
    commands: [['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  },
  {
    // The same checks as `npm run lint`: ESLint, Prettier's formatting, then the paths the docs
    // and comments name (scripts/check-doc-paths.ts).
    name: 'lint',
    commands: [
      ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'],
      ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'],
      ['--import', 'tsx', 'scripts/check-doc-paths.ts'],
    ],
  },
];

/** The tests: one tier at a time, each using both cores. */
const tests: Step[] = [
  {
    name: 'unit + integration',
    commands: [
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORTS}/vitest.json`,
      ],
    ],
  },
  {
    name: 'browser journeys',
    commands: [['--import', 'tsx', 'scripts/e2e.ts']],
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

/** One command; its output goes to the terminal as it comes, or into `output` when given. */
function command(args: string[], env: NodeJS.ProcessEnv, output?: string[]): Promise<boolean> {
  const child = spawn(node, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  child.stdout?.on('data', (chunk: Buffer) => output?.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output?.push(chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A tier's commands in turn, up to the first that fails. */
async function run(step: Step, output?: string[]): Promise<TierResult> {
  const env = { ...process.env, ...step.env };
  const started = Date.now();
  let ok = true;
  for (const args of step.commands) {
    ok = await command(args, env, output);
    if (!ok) break;
  }
  return { name: step.name, outcome: ok ? 'ok' : 'FAILED', ms: Date.now() - started };
}

const started = Date.now();
const tiers: TierResult[] = [];

const checked = await Promise.all(
  checks.map(async (step) => {
    const output: string[] = [];
    const tier = await run(step, output);
    const printed = output.join('').trimEnd();
    console.log(`\n━━ ${step.name} ━━${printed ? `\n${printed}` : ''}`);
    console.log(tierLine(tier));
    return tier;
  }),
);
tiers.push(...checked);
let failedStep = checked.find((tier) => tier.outcome === 'FAILED')?.name;

for (const step of tests) {
  if (failedStep) {
    tiers.push({ name: step.name, outcome: 'skipped', ms: 0 });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const tier = await run(step);
  tiers.push(tier);
  console.log(tierLine(tier));
  if (tier.outcome === 'FAILED') failedStep = step.name;
}

const { passed, failed, skipped } = counts();
console.log('\n━━ summary ━━');
for (const line of summaryLines(tiers, Date.now() - started)) console.log(line);
if (failedStep) console.error(`\nnpm test failed at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
