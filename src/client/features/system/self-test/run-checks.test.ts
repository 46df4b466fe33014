import { describe, expect, it } from 'vitest';
import { runChecks, type Check, type CheckResult } from './run-checks.ts';

describe('runChecks', () => {
  it('runs a lane in order and lanes side by side, timing each on the given clock', async () => {
    let now = 0;
    const log: string[] = [];
    let releaseB: () => void = () => undefined;
    const check = (id: string, ms: number, wait?: Promise<void>): Check => ({
      id,
      async run() {
        log.push(`start ${id}`);
        await wait;
        now += ms;
        log.push(`end ${id}`);
        return { verdict: 'pass', summary: `${id} ok` };
      },
    });
    const results = new Map<string, CheckResult>();
    const b = new Promise<void>((resolve) => (releaseB = resolve));
    const done = runChecks([[check('a', 10), check('c', 5)], [check('b', 7, b)]], {
      now: () => now,
      describe: String,
      onResult: (id, result) => results.set(id, result),
    });
    await Promise.resolve();
    releaseB();
    await done;
    // a and b start together; c only after a has ended.
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(log.indexOf('start c')).toBeGreaterThan(log.indexOf('end a'));
    expect(results.get('a')).toEqual({ verdict: 'pass', summary: 'a ok', ms: 10 });
    expect(results.get('c')?.ms).toBe(5);
    expect(results.size).toBe(3);
  });

  it('fails a check that throws with the sentence for its error, and goes on', async () => {
    const results: [string, CheckResult][] = [];
    await runChecks(
      [
        [
          { id: 'x', run: () => Promise.reject(new Error('boom')) },
          { id: 'y', run: async () => ({ verdict: 'warn', summary: 'late' }) },
        ],
      ],
      {
        now: () => 0,
        describe: (error) => `failed: ${(error as Error).message}`,
        onResult: (id, result) => results.push([id, result]),
      },
    );
    expect(results).toEqual([
      ['x', { verdict: 'fail', summary: 'failed: boom', ms: 0 }],
      ['y', { verdict: 'warn', summary: 'late', ms: 0 }],
    ]);
  });
});
