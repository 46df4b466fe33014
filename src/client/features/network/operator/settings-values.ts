/**
 * What the booking settings form holds while typing: numbers as typed ('' is missing, anything
 * unreadable NaN, so the shared schema names both), and the preview of the rules typed so far.
 */
import { describeRefundPolicy } from '#shared/booking/operator-settings.ts';
import { RefundRule } from '#shared/booking/refund-policy.ts';

/** A typed whole number as a number: '' is missing, anything unreadable NaN. */
export function typedNumber(text: string | number | undefined): number | undefined {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export interface RuleValues {
  moreThanHours?: number;
  percent?: number;
}

/** What the settings form holds while typing: numbers may be missing or unreadable until checked. */
export interface SettingsValues {
  bookingWindowDays?: number;
  refundPolicy: { rules: RuleValues[] };
}

/** The sentence for the rules that are complete and valid; the others are left out until they are. */
export function previewSentence(rules: readonly RuleValues[] | undefined): string {
  const complete = (rules ?? []).flatMap((rule) => {
    const parsed = RefundRule.safeParse(rule);
    return parsed.success ? [parsed.data] : [];
  });
  return describeRefundPolicy(complete);
}

/** A new rule's hours: half the smallest so far (it must differ from each), or 24 for the first. */
export function nextRuleHours(rules: readonly RuleValues[]): number {
  const hours = rules.map((r) => r.moreThanHours).filter((h) => typeof h === 'number' && h >= 0);
  if (hours.length === 0) return 24;
  return Math.floor(Math.min(...(hours as number[])) / 2);
}
