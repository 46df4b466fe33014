/** How the timetable screens write days, dates, times in the operator's zone, and plan outcomes. */
import {
  clockIn,
  daysSummary,
  departureLabel,
  parseClock,
  type PlanReport,
  type ScheduleSummary,
} from '#shared/timetable/timetable.ts';
import type { RolloutReport } from '#shared/timetable/timetable-admin.ts';

// The server's refusals name schedules with the same words (src/shared/timetable/timetable.ts).
export { daysSummary } from '#shared/timetable/timetable.ts';

export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** "2030-03-01" → "1 Mar 2030": a calendar date, the same in every zone. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "from 1 Mar 2030" or "1 Mar 2030 – 31 Dec 2030". */
export function validityText(from: string, to: string | null): string {
  return to ? `${formatDate(from)} – ${formatDate(to)}` : `from ${formatDate(from)}`;
}

const dates = (n: number) => (n === 1 ? '1 date' : `${n} dates`);

/**
 * When a schedule runs, as people read a calendar: "Mon–Fri, 3 Jan 2022 – 30 Dec 2023, except 2
 * dates", "On 5 dates, 1 Mar 2030 – 9 Mar 2030", "Sat, Sun, from 1 Mar 2030".
 */
export function serviceText(
  s: Pick<ScheduleSummary, 'daysOfWeek' | 'validFrom' | 'validTo' | 'serviceCalendar'>,
): string {
  const added = s.serviceCalendar?.addedDates ?? 0;
  const removed = s.serviceCalendar?.removedDates ?? 0;
  const datesOnly = s.daysOfWeek.length === 0;
  const parts = [
    datesOnly ? `On ${dates(added)}` : daysSummary(s.daysOfWeek),
    validityText(s.validFrom, s.validTo),
    !datesOnly && added > 0 ? `plus ${dates(added)}` : null,
    removed > 0 ? `except ${dates(removed)}` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** A schedule's "25:55" (past midnight of its service day) as people read it: "01:55 +1". */
export function clockLabel(hhmm: string): string {
  const minutes = parseClock(hhmm);
  return minutes === undefined ? hhmm : departureLabel(minutes);
}

/** The clock time of an instant in the operator's zone, with "+1" when it falls after the service date. */
export function timeIn(iso: string | null, zone: string, serviceDate?: string): string {
  if (!iso) return '—';
  const time = clockIn(iso, zone);
  if (!serviceDate) return time;
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  const later = Math.round((Date.parse(day) - Date.parse(serviceDate)) / 86_400_000);
  return later > 0 ? `${time} +${later}` : time;
}

const trips = (n: number) => (n === 1 ? '1 trip' : `${n} trips`);

/** What a save did to the dated trips, in a sentence or two. */
export function planSentence(plan: PlanReport): string {
  const parts = [
    plan.created > 0 ? `${trips(plan.created)} rolled out` : null,
    plan.replanned > 0 ? `${trips(plan.replanned)} re-planned` : null,
    plan.removed > 0 ? `${trips(plan.removed)} removed` : null,
  ].filter(Boolean);
  const done =
    parts.length > 0 ? `Dated trips: ${parts.join(', ')}.` : 'Its dated trips needed no change.';
  if (plan.kept.length === 0) return done;
  const dates = plan.kept
    .slice(0, 3)
    .map((t) => formatDate(t.serviceDate))
    .join(', ');
  const more = plan.kept.length > 3 ? ` and ${plan.kept.length - 3} more` : '';
  return `${done} ${trips(plan.kept.length)} with sold or held seats kept ${plan.kept.length === 1 ? 'its' : 'their'} earlier plan (${dates}${more}); review ${plan.kept.length === 1 ? 'it' : 'them'} on the Trips screen.`;
}

export function rolloutSentence(report: RolloutReport): string {
  const skipped =
    report.skipped > 0
      ? ` ${report.skipped} schedules were skipped: their stop times do not fit their route.`
      : '';
  return `Roll-out finished: ${trips(report.created)} created from ${report.schedules} schedules, for ${formatDate(report.from)} to ${formatDate(report.to)}.${skipped}`;
}
