/**
 * Whether two schedules would put one bus or conductor on two trips at once, pure. Each schedule
 * is timed on its service dates exactly as the roll-out would (runsOn, tripSpan), and two trips
 * clash as dated trips do (spansOverlap): so a schedule past midnight (25:10 on a Monday is
 * Tuesday 01:10) clashes with Tuesday's early trips, and calendar exceptions count.
 */
import { spansOverlap, tripSpan, type TripSpan } from '#server/modules/timetable/trip-rows.ts';
import { addDays } from '#shared/core/zoned-time.ts';
import { runsOn, type PlanSchedule } from '../rollout/schedules-plan.ts';

export interface OverlapContext {
  /** The first service date that matters: yesterday, whose trips may still be on the road. */
  from: string;
  /** Trips that have arrived by now clash with nothing. */
  now: Date;
  zone: string;
}

export interface Overlap {
  /** The service dates of the first pair of trips that clash: `date` of the first schedule, `otherDate` of the second. */
  date: string;
  otherDate: string;
}

/** A bound on the dates looked at, for calendars with exceptions years ahead. */
const MAX_SCAN_DAYS = 3 * 366;

const minDate = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const maxDate = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

function exceptionDates(s: PlanSchedule, kind?: 'added'): string[] {
  return [...(s.exceptions ?? new Map()).entries()]
    .filter(([, exception]) => !kind || exception === kind)
    .map(([date]) => date);
}

/** The minute after its service date's midnight at which the schedule's trip last arrives. */
function lastMinute(s: PlanSchedule): number {
  return s.departureTime + Math.max(0, ...s.stopOffsets.map((o) => o.arrive + 1));
}

/** The last date the schedule may run on; null when it has no end. */
function lastRun(s: PlanSchedule): string | null {
  return s.validTo === null ? null : maxDate([s.validTo, ...exceptionDates(s, 'added')]);
}

/**
 * The service dates of `a` worth looking at. Past every exception and both first days, the two
 * run on a weekly pattern, so a week beyond that (plus the days their trips reach either side)
 * shows every pairing of weekdays there is.
 */
function scanDates(a: PlanSchedule, b: PlanSchedule, from: string, reach: number) {
  const firstA = minDate([a.validFrom, ...exceptionDates(a, 'added')]);
  const firstB = minDate([b.validFrom, ...exceptionDates(b, 'added')]);
  const start = maxDate([from, firstA, addDays(firstB, -reach)]);
  const settled = maxDate([
    start,
    a.validFrom,
    b.validFrom,
    ...exceptionDates(a),
    ...exceptionDates(b),
  ]);
  const lastB = lastRun(b);
  const ends = [addDays(settled, reach + 7), addDays(start, MAX_SCAN_DAYS)];
  const lastA = lastRun(a);
  if (lastA !== null) ends.push(lastA);
  if (lastB !== null) ends.push(addDays(lastB, reach));
  return { start, end: minDate(ends) };
}

/**
 * The first pair of trips of `a` and `b` still to arrive that would be on the road at the same
 * time, or undefined when there is none.
 */
export function firstOverlap(
  a: PlanSchedule,
  b: PlanSchedule,
  ctx: OverlapContext,
): Overlap | undefined {
  if (!a.active || !b.active) return undefined;
  // Service dates this many days apart can still hold trips on the road together.
  const reach = Math.ceil(Math.max(lastMinute(a), lastMinute(b)) / 1440) + 1;
  const spans = new Map<string, TripSpan | undefined>();
  const spanOf = (s: PlanSchedule, date: string) => {
    const key = `${s === a ? 'a' : 'b'}${date}`;
    if (!spans.has(key)) {
      const span = runsOn(s, date) ? tripSpan(s, date, ctx.zone) : undefined;
      spans.set(key, span && span.arrival > ctx.now ? span : undefined);
    }
    return spans.get(key);
  };
  const { start, end } = scanDates(a, b, ctx.from, reach);
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const mine = spanOf(a, date);
    if (!mine) continue;
    for (let shift = -reach; shift <= reach; shift++) {
      const otherDate = addDays(date, shift);
      const theirs = spanOf(b, otherDate);
      if (theirs && spansOverlap(mine, theirs)) return { date, otherDate };
    }
  }
  return undefined;
}
