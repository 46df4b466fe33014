import { describe, expect, it } from 'vitest';
import { summaryLines, tierLine } from './test-summary.ts';

describe('npm test summary', () => {
  it('lists every tier with its seconds, and the wall clock of the run as the total', () => {
    expect(
      summaryLines(
        [
          { name: 'typecheck', outcome: 'ok', ms: 15_100 },
          { name: 'lint', outcome: 'ok', ms: 10_640 },
          { name: 'unit + integration', outcome: 'ok', ms: 213_500 },
          { name: 'browser journeys', outcome: 'ok', ms: 165_600 },
        ],
        394_200,
      ),
    ).toEqual([
      'typecheck           ok        15.1 s',
      'lint                ok        10.6 s',
      'unit + integration  ok       213.5 s',
      'browser journeys    ok       165.6 s',
      'total                        394.2 s',
    ]);
  });

  it('marks the tier that failed, and the tiers after it as not run', () => {
    expect(
      summaryLines(
        [
          { name: 'typecheck', outcome: 'ok', ms: 2_000 },
          { name: 'lint', outcome: 'FAILED', ms: 3_000 },
          { name: 'unit + integration', outcome: 'skipped', ms: 0 },
        ],
        3_000,
      ),
    ).toEqual([
      'typecheck           ok         2.0 s',
      'lint                FAILED     3.0 s',
      'unit + integration  skipped        —',
      'total                          3.0 s',
    ]);
  });

  it('prints a tier as it ends with its outcome and seconds', () => {
    expect(tierLine({ name: 'lint', outcome: 'ok', ms: 10_640 })).toBe('━━ lint: ok in 10.6 s');
    expect(tierLine({ name: 'lint', outcome: 'FAILED', ms: 900 })).toBe('━━ lint: FAILED in 0.9 s');
  });
});
