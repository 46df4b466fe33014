/**
 * The closing table of `npm test`: each tier, how it ended and its seconds, and the total: the
 * wall clock of the whole run, less than the sum when tiers ran side by side.
 */

export interface TierResult {
  name: string;
  /** `skipped`: not run, because an earlier tier failed. */
  outcome: 'ok' | 'FAILED' | 'skipped';
  /** Wall-clock milliseconds; 0 for a tier not run. */
  ms: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function tierLine(tier: TierResult): string {
  return `━━ ${tier.name}: ${tier.outcome === 'ok' ? 'ok' : 'FAILED'} in ${seconds(tier.ms)}`;
}

export function summaryLines(tiers: TierResult[], totalMs: number): string[] {
  const width = Math.max('total'.length, ...tiers.map((tier) => tier.name.length));
  const row = (name: string, outcome: string, time: string) =>
    `${name.padEnd(width)}  ${outcome.padEnd(7)}${time.padStart(9)}`;
  return [
    ...tiers.map((tier) =>
      row(tier.name, tier.outcome, tier.outcome === 'skipped' ? '—' : seconds(tier.ms)),
    ),
    row('total', '', seconds(totalMs)),
  ];
}
