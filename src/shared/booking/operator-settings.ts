/**
 * The operator's booking settings (`GET`/`PUT /api/admin/settings/booking` and the admin screen
 * /adminsettings): how many days ahead passengers can book, and what a cancellation gives back.
 * One schema for the form and the server, so both say the same words; `describeRefundPolicy` is
 * the form's live preview.
 */
import { z } from 'zod';
import { RefundPolicy, type RefundRule } from './refund-policy.ts';

export const MIN_BOOKING_WINDOW_DAYS = 1;
export const MAX_BOOKING_WINDOW_DAYS = 365;

export const BookingWindowDays = z
  .number({ error: 'Enter a number of days' })
  .int('Use whole days')
  .min(MIN_BOOKING_WINDOW_DAYS, 'Let passengers book at least 1 day ahead')
  .max(MAX_BOOKING_WINDOW_DAYS, 'Use at most 365 days');

export const BookingSettings = z.object({
  /** Passengers can book service dates from today up to today + this many days. */
  bookingWindowDays: BookingWindowDays,
  refundPolicy: RefundPolicy,
});
export type BookingSettings = z.infer<typeof BookingSettings>;

const hoursOf = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * The policy in one sentence, earliest rule first: "Cancel more than 24 hours before departure:
 * 100 % back; more than 6 hours: 50 % back; later: nothing."
 */
export function describeRefundPolicy(rules: readonly RefundRule[]): string {
  // A rule of 0 % says what "later: nothing" says already.
  const sorted = rules
    .filter((rule) => rule.percent > 0)
    .sort((a, b) => b.moreThanHours - a.moreThanHours);
  if (sorted.length === 0) return 'Cancelling gives nothing back.';
  const parts = sorted.map((rule, i) => {
    const when =
      rule.moreThanHours === 0
        ? 'any time before departure'
        : `more than ${hoursOf(rule.moreThanHours)}${i === 0 ? ' before departure' : ''}`;
    return `${when}: ${rule.percent} % back`;
  });
  const first = parts[0]!;
  return `Cancel ${[first, ...parts.slice(1), 'later: nothing'].join('; ')}.`;
}
