/**
 * Calendar dates and wall-clock times in an IANA time zone, with Intl only (no date library).
 * Dates are 'YYYY-MM-DD' strings: a service date is a day on the operator's calendar, not an instant.
 */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, read as if it were UTC (so offset = wall - instant). */
function wallClockMs(instantMs: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function dateMs(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date of an instant in a zone. */
export function localDate(instant: Date, zone: string): string {
  return formatDate(wallClockMs(instant.getTime(), zone));
}

export function addDays(date: string, days: number): string {
  return formatDate(dateMs(date) + days * DAY_MS);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(dateMs(date)).getUTCDay() || 7;
}

/**
 * The instant at `minutes` after local midnight of `date` in `zone`; minutes may pass 1440 for
 * trips running into the next day. Like Temporal's "compatible" choice, a time that occurs twice
 * (clocks going back) is the earlier instant, and a time skipped by clocks going forward moves
 * forward by the length of the gap (02:30 becomes 03:30).
 */
export function zonedDateTime(date: string, minutes: number, zone: string): Date {
  // Rounded to the millisecond: minutes may carry seconds as a fraction (GTFS times).
  const wall = dateMs(date) + Math.round(minutes * 60_000);
  // The offsets a day either side bracket any transition near this wall time.
  const offsetBefore = wallClockMs(wall - DAY_MS, zone) - (wall - DAY_MS);
  const offsetAfter = wallClockMs(wall + DAY_MS, zone) - (wall + DAY_MS);
  const candidates = [wall - offsetBefore, wall - offsetAfter];
  const exact = candidates.filter((instant) => wallClockMs(instant, zone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : wall - offsetBefore);
}
