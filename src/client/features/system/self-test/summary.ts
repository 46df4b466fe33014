/** The one sentence `/test` announces about a run: how many checks passed, and which did not. */
import type { CheckId, CheckState } from './use-self-test.ts';

export function runSummary(
  checks: Record<CheckId, CheckState>,
  names: Record<CheckId, string>,
  running: boolean,
): string {
  const ids = Object.keys(checks) as CheckId[];
  const done = ids.filter((id) => checks[id].phase === 'done');
  if (running) return `Running the checks: ${done.length} of ${ids.length} done.`;
  if (done.length === 0) return 'The checks have not run yet.';
  const failed = done.filter((id) => (checks[id] as { verdict: string }).verdict === 'fail');
  const warned = done.filter((id) => (checks[id] as { verdict: string }).verdict === 'warn');
  const list = (of: CheckId[]) => of.map((id) => names[id]).join(', ');
  const parts = [
    failed.length === 0
      ? `All ${done.length} checks passed`
      : `${failed.length} of ${done.length} checks failed: ${list(failed)}`,
  ];
  if (warned.length)
    parts.push(`${warned.length === 1 ? 'a warning' : 'warnings'}: ${list(warned)}`);
  return `${parts.join('; ')}.`;
}
