/**
 * The refund a cancelled booking earns: a setting made of rules "cancelled more than N hours
 * before departure → P % back". The admin settings form and the server validate the policy with
 * the same schema; `refundFor` is what the cancel screen shows and what the server refunds.
 */
import { z } from 'zod';

const HOUR_MS = 3_600_000;
/** A year: a rule further ahead than any booking window is a typing mistake. */
const MAX_HOURS = 24 * 366;

export const RefundRule = z.object({
  /** The rule applies when the booking is cancelled strictly more than this many hours ahead. */
  moreThanHours: z
    .number({ error: 'Enter a number of hours' })
    .int('Use whole hours')
    .min(0, 'Hours before departure cannot be negative')
    .max(MAX_HOURS, 'Use at most a year (8,784 hours)'),
  /** Percent of the amount paid that comes back. */
  percent: z
    .number({ error: 'Enter a percentage' })
    .int('Use a whole percentage')
    .min(0, 'A refund cannot be below 0 %')
    .max(100, 'A refund cannot be above 100 %'),
});
export type RefundRule = z.infer<typeof RefundRule>;

const byHoursDescending = (rules: readonly RefundRule[]) =>
  [...rules].sort((a, b) => b.moreThanHours - a.moreThanHours);

export const RefundPolicy = z.object({
  rules: z
    .array(RefundRule)
    .max(10, 'Keep to 10 rules or fewer')
    .refine(
      (rules) => new Set(rules.map((r) => r.moreThanHours)).size === rules.length,
      'Each rule needs its own number of hours',
    )
    .refine(
      (rules) =>
        byHoursDescending(rules).every(
          (r, i, sorted) => i === 0 || r.percent <= sorted[i - 1]!.percent,
        ),
      'Cancelling later cannot give back more than cancelling earlier',
    ),
});
export type RefundPolicy = z.infer<typeof RefundPolicy>;

/** Full refund more than 24 h before departure, half more than 6 h before, none after. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  rules: [
    { moreThanHours: 24, percent: 100 },
    { moreThanHours: 6, percent: 50 },
  ],
};

export interface Refund {
  /** Minor units to give back: the share of the amount paid, rounded down. */
  amountMinor: number;
  /** Percent of the amount paid the rule gives back (0–100). */
  share: number;
  /** The rule that applied; null when none did (too close to or past departure). */
  rule: RefundRule | null;
}

/**
 * The refund for cancelling, at `now`, a booking paid `amountMinor` that departs at `departure`.
 * The first rule, from the earliest, whose hours the cancellation is strictly ahead of applies.
 * The amount is rounded down to the minor unit (integer arithmetic, no floating point), so a
 * refund never exceeds its share, nor ever the amount paid.
 */
export function refundFor(
  policy: RefundPolicy,
  amountMinor: number,
  departure: Date,
  now: Date,
): Refund {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`an amount is a whole number of minor units ≥ 0, got ${amountMinor}`);
  const ahead = departure.getTime() - now.getTime();
  if (Number.isNaN(ahead)) throw new RangeError('departure and now must be valid dates');
  const rule = byHoursDescending(policy.rules).find((r) => ahead > r.moreThanHours * HOUR_MS);
  if (!rule) return { amountMinor: 0, share: 0, rule: null };
  return {
    amountMinor: Math.floor((amountMinor * rule.percent) / 100),
    share: rule.percent,
    rule,
  };
}
