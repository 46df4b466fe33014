/**
 * The values an article takes from the operator's settings (`/api/config`), in words, and the
 * filling of an article's `{{name}}` placeholders with them (pure).
 */
import { describeRefundPolicy } from '#shared/booking/operator-settings.ts';
import type { PublicConfig } from '#shared/system/system.ts';
import type { HelpValueName } from './help-article.ts';

export type HelpValues = Record<HelpValueName, string>;

export function helpValues(
  config: Pick<PublicConfig, 'refundPolicy' | 'bookingWindowDays' | 'currency'>,
): HelpValues {
  const days = config.bookingWindowDays;
  return {
    refundPolicy: describeRefundPolicy(config.refundPolicy.rules),
    bookingWindowDays: days === 1 ? '1 day' : `${days} days`,
    currency: config.currency,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The article's HTML with its placeholders filled; while the values are not known (null), each
 * reads `pending` instead.
 */
export function fillValues(html: string, values: HelpValues | null, pending: string): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    escapeHtml(values ? (values[name as HelpValueName] ?? pending) : pending),
  );
}
