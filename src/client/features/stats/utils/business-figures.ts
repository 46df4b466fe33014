/** Words and shapes for the dashboard's business figures. Pure: no React, no fetching. */
import type { RevenueDay } from '#shared/stats/stats.ts';

/** Minor units as money in the currency, e.g. 12345 EUR → "€123.45". */
export function money(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** "Mon" for an ISO date, read as a calendar day (no zone shift). */
export function weekdayShort(date: string, locale?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

export interface Bar {
  date: string;
  amountMinor: number;
  /** 0..1 of the tallest day; a day with takings is never drawn flatter than 2 %. */
  share: number;
}

/** Each day's bar as a share of the best day (refunds beyond takings draw as none). */
export function revenueBars(days: RevenueDay[]): Bar[] {
  const top = Math.max(0, ...days.map((d) => d.amountMinor));
  return days.map((d) => ({
    ...d,
    share: top > 0 && d.amountMinor > 0 ? Math.max(0.02, d.amountMinor / top) : 0,
  }));
}
