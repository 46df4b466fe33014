/**
 * Times and days as people read them, the same on the screens and in the server's messages:
 * clock times of the service day ("25:10" past midnight), weekday patterns, and trips' dates and
 * departures in the operator's zone.
 */

/** 450 → "07:30", 1510 → "25:10". */
export function formatClock(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "7:30" or "07:30" → 450; "25:10" → 1510; anything else → undefined. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A departure as people read it: 450 → "07:30"; 1555, past midnight of its service day, → "01:55 +1". */
export function departureLabel(minutes: number): string {
  const days = Math.floor(Math.max(0, minutes) / 1440);
  return days > 0 ? `${formatClock(minutes - days * 1440)} +${days}` : formatClock(minutes);
}

const WEEKDAY_ABBREVIATIONS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** [1..7] → "Every day", [1..5] → "Mon–Fri", [1, 2, 3, 5] → "Mon–Wed, Fri", [] → "Calendar dates only". */
export function daysSummary(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'Calendar dates only';
  if (sorted.length === 7) return 'Every day';
  const name = (day: number) => WEEKDAY_ABBREVIATIONS[day - 1] ?? '?';
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map(name).join(', '),
    )
    .join(', ');
}

/** "07:00": an instant's clock time in a zone (the operator's), 24-hour. */
export function clockIn(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
}

/**
 * "Tue 14 May, 07:00": a trip's service date and its departure in the zone, or the date alone when
 * it has none. `separator` goes between them (a list joined by commas wants a space).
 */
export function tripWhen(
  serviceDate: string,
  departure: string | null,
  timeZone?: string,
  separator = ', ',
): string {
  const day = new Date(`${serviceDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return departure ? `${day}${separator}${clockIn(departure, timeZone)}` : day;
}
