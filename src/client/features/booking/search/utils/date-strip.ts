/** The days of the date strip on `/buses`: the chosen day among its neighbours, never before today. */
import { addDays } from '#shared/core/zoned-time.ts';
import { longDateLabel } from '#client/lib/format/dates.ts';

/** How many days the strip shows. */
export const STRIP_DAYS = 5;

/**
 * `count` consecutive days holding `date`, centred on it when the bounds allow, shifted to stay
 * within [today, last]. A date outside the bounds gets the nearest window.
 */
export function stripDays(date: string, today: string, last: string, count = STRIP_DAYS): string[] {
  const span = Math.max(1, Math.min(count, daysBetween(today, last) + 1));
  let start = addDays(date, -Math.floor((span - 1) / 2));
  if (start < today) start = today;
  const latestStart = addDays(last, -(span - 1));
  if (start > latestStart) start = latestStart < today ? today : latestStart;
  return Array.from({ length: span }, (_, i) => addDays(start, i));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Today" or the weekday ("Wed"): the strip's first line, short enough for a phone. */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  return weekday.format(at(date));
}

/** "14 Mar": the strip's second line. */
export const dayAndMonth = (date: string) => dayMonth.format(at(date));

/** "Saturday 14 March": the date in a heading or a button. */
export const longDate = longDateLabel;
