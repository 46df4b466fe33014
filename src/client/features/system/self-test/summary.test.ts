import { describe, expect, it } from 'vitest';
import { runSummary } from './summary.ts';
import { CHECK_NAMES, CHECK_ORDER, type CheckId, type CheckState } from './use-self-test.ts';

const all = (state: CheckState) =>
  Object.fromEntries(CHECK_ORDER.map((id) => [id, state])) as Record<CheckId, CheckState>;
const pass: CheckState = { phase: 'done', verdict: 'pass', summary: 'ok', ms: 3 };

describe('runSummary', () => {
  it('counts what is done while running', () => {
    expect(runSummary({ ...all({ phase: 'waiting' }), api: pass }, CHECK_NAMES, true)).toBe(
      'Running the checks: 1 of 8 done.',
    );
  });

  it('says all passed, or names the failures and warnings', () => {
    expect(runSummary(all(pass), CHECK_NAMES, false)).toBe('All 8 checks passed.');
    const checks = {
      ...all(pass),
      mail: { ...pass, verdict: 'fail' as const },
      realtime: { ...pass, verdict: 'fail' as const },
      clock: { ...pass, verdict: 'warn' as const },
    };
    expect(runSummary(checks, CHECK_NAMES, false)).toBe(
      '2 of 8 checks failed: Mail, Live updates; a warning: Clock.',
    );
  });
});
