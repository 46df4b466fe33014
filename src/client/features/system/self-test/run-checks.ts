/**
 * Runs the self-test's checks: lanes side by side, the checks of a lane one after another (the
 * server's checks share its database, so timing them one at a time keeps each time its own), each
 * timed on the clock passed in and reported as it ends. A check that throws fails with the
 * sentence for its error; a check never stops the others.
 */
import type { SelfTestDetails } from '#shared/system/self-test.ts';

export type CheckVerdict = 'pass' | 'warn' | 'fail';

export interface CheckOutcome {
  verdict: CheckVerdict;
  summary: string;
  /** Shown to admins only. */
  details?: SelfTestDetails;
}

export interface CheckResult extends CheckOutcome {
  /** The check's time in the browser, ms. */
  ms: number;
}

export interface Check<Id extends string = string> {
  id: Id;
  run(): Promise<CheckOutcome>;
}

export interface RunOptions<Id extends string> {
  /** Milliseconds (performance.now in the browser). */
  now: () => number;
  /** The sentence for a check that threw. */
  describe: (error: unknown) => string;
  onStart?: (id: Id) => void;
  onResult: (id: Id, result: CheckResult) => void;
}

export async function runChecks<Id extends string>(
  lanes: readonly (readonly Check<Id>[])[],
  { now, describe, onStart, onResult }: RunOptions<Id>,
): Promise<void> {
  const runOne = async (check: Check<Id>) => {
    onStart?.(check.id);
    const started = now();
    let outcome: CheckOutcome;
    try {
      outcome = await check.run();
    } catch (error) {
      outcome = { verdict: 'fail', summary: describe(error) };
    }
    onResult(check.id, { ...outcome, ms: Math.round(now() - started) });
  };
  await Promise.all(
    lanes.map(async (lane) => {
      for (const check of lane) await runOne(check);
    }),
  );
}
