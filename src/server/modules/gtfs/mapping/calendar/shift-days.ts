/**
 * Moving an out-of-date feed in time (issue 11): every date of the feed moves by a whole number
 * of weeks, so every trip keeps its weekday.
 */
import { InvalidArgumentError } from '#server/errors.ts';
import { addDays } from '#shared/core/zoned-time.ts';

/** About ten years either way: further is a typo, not an old feed. */
export const MAX_SHIFT_DAYS = 3650;

/** An ISO date moved by the shift. */
export function shiftDate(date: string, shiftDays: number): string {
  return shiftDays === 0 ? date : addDays(date, shiftDays);
}

/**
 * The multiple of 7 that moves `first` (the feed's first service date) to the same weekday on or
 * just before `today`: the feed then starts this week, or last week when that weekday is still
 * ahead, and today already has service.
 */
export function shiftToCurrentWeek(first: string, today: string): number {
  const days = Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000);
  return Math.floor(days / 7) * 7;
}

/** "Dates moved by +1,092 days (156 weeks)." for the report. */
export function shiftSentence(shiftDays: number): string {
  const sign = shiftDays > 0 ? '+' : shiftDays < 0 ? '−' : '';
  const days = Math.abs(shiftDays).toLocaleString('en-US');
  const weeks = Math.abs(shiftDays / 7).toLocaleString('en-US');
  return `Dates moved by ${sign}${days} days (${weeks} ${weeks === '1' ? 'week' : 'weeks'}).`;
}

/** The value of a multipart field sent before the file, or undefined. */
function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  const part = fields[name];
  return part && typeof part === 'object' && 'value' in part
    ? (part as { value: unknown }).value
    : part;
}

/** The form's `shiftDays`: a whole number of weeks in days, within ±MAX_SHIFT_DAYS; 0 when absent. */
export function shiftDaysField(fields: Record<string, unknown>): number {
  const value = fieldValue(fields, 'shiftDays');
  if (value === undefined || value === '') return 0;
  const days = typeof value === 'string' && /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
  const message = checkShiftDays(days);
  if (!message) return days;
  throw new InvalidArgumentError(`shiftDays ${message}, sent before the file in the form.`, {
    fields: [{ field: 'shiftDays', message: `shiftDays ${message}.` }],
  });
}

/** Why a shift is refused, or undefined when it is a whole number of weeks within the bound. */
export function checkShiftDays(days: number): string | undefined {
  if (!Number.isInteger(days)) return 'must be a whole number of days';
  if (days % 7 !== 0) return 'must be a multiple of 7, so every trip keeps its weekday';
  if (Math.abs(days) > MAX_SHIFT_DAYS) return `must be within ±${MAX_SHIFT_DAYS} days`;
  return undefined;
}

/** The form's `shiftToCurrentWeek` ("true" or "false"); false when absent. */
export function shiftToCurrentWeekField(fields: Record<string, unknown>): boolean {
  const value = fieldValue(fields, 'shiftToCurrentWeek');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new InvalidArgumentError('shiftToCurrentWeek must be "true" or "false".', {
    fields: [{ field: 'shiftToCurrentWeek', message: 'Send "true" or "false".' }],
  });
}
