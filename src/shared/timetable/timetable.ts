/**
 * Timetable: schedules (a departure pattern of a route) and the dated trips the roll-out makes of
 * them. One set of schemas for the admin screens and the API, and the offset rules both apply,
 * with messages that name the stop. Times of day are "HH:MM" on the wire, past 24:00 for trips
 * of a service day that run after midnight (docs/decisions/003-gtfs-trips-are-schedules.md).
 */
import { z } from 'zod';
import { Page } from '../core/list-params.ts';
import { parseClock } from '../core/time-labels.ts';
import { id, isoDate, text } from '../core/text.ts';

// Times and days in words, for both sides; kept apart to keep this file small.
export {
  clockIn,
  daysSummary,
  departureLabel,
  formatClock,
  parseClock,
  tripWhen,
} from '../core/time-labels.ts';

/** Dated trips are rolled out this many service dates ahead, today included. */
export const ROLLOUT_DAYS = 60;
/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** The latest departure a schedule may have: 47:59 of its service day. */
export const LAST_DEPARTURE = 2879;
export const MAX_OFFSET = 2880;
/** How the editor pre-fills stop times from route distances; people then adjust them. */
export const SUGGESTED_TIMING = { speedKmh: 70, dwellMinutes: 5, roundToMinutes: 5 } as const;
export { TRIP_STATUSES, type TripStatus } from './trip-status.ts';

export const ClockTime = text({ max: 10 })
  .refine((value) => parseClock(value) !== undefined, 'Enter a time such as 07:30')
  .refine(
    (value) => (parseClock(value) ?? 0) <= LAST_DEPARTURE,
    'A departure is at the latest 47:59 (23:59 the next day)',
  );

// ── Stop offsets ────────────────────────────────────────────────────────────────────────────────

const Minutes = z
  .number({ error: 'Enter the minutes after departure' })
  .int('Enter whole minutes')
  .min(0, 'Minutes cannot be negative')
  .max(MAX_OFFSET, `At most ${MAX_OFFSET} minutes (two days)`);

export const StopOffsetInput = z.object({ stopId: z.guid(), arrive: Minutes, depart: Minutes });
export type StopOffsetInput = z.infer<typeof StopOffsetInput>;

export interface OffsetIssue {
  path: (string | number)[];
  message: string;
}

/** Every broken rule of a list of offsets: the bus never goes back in time. */
export function offsetIssues(
  offsets: StopOffsetInput[],
  stopName: (i: number) => string = (i) => `stop ${i + 1}`,
): OffsetIssue[] {
  const issues: OffsetIssue[] = [];
  const at = (i: number, field: 'arrive' | 'depart', message: string) =>
    issues.push({ path: ['stopOffsets', i, field], message });
  offsets.forEach((offset, i) => {
    if (i === 0 && offset.arrive !== 0)
      at(i, 'arrive', 'The first stop is where the trip departs: 0 minutes');
    if (offset.depart < offset.arrive)
      at(i, 'depart', `Leave ${stopName(i)} no earlier than arriving (minute ${offset.arrive})`);
    const before = offsets[i - 1];
    if (before && offset.arrive < before.depart)
      at(
        i,
        'arrive',
        `Arrive at ${stopName(i)} no earlier than leaving ${stopName(i - 1)} (minute ${before.depart})`,
      );
  });
  return issues;
}

/** Offsets for a route's stops from their distances at the suggested speed, with a dwell at stops on the way. */
export function suggestOffsets(
  stops: { stopId: string; distanceM: number }[],
  timing = SUGGESTED_TIMING,
): StopOffsetInput[] {
  const { speedKmh, dwellMinutes, roundToMinutes } = timing;
  const round = (minutes: number) => Math.round(minutes / roundToMinutes) * roundToMinutes;
  const first = stops[0]?.distanceM ?? 0;
  return stops.map((stop, i) => {
    const arrive =
      round(((stop.distanceM - first) / 1000 / speedKmh) * 60) + Math.max(0, i - 1) * dwellMinutes;
    const last = i === stops.length - 1;
    return {
      stopId: stop.stopId,
      arrive,
      depart: i === 0 || last ? arrive : arrive + dwellMinutes,
    };
  });
}

// ── Schedules ───────────────────────────────────────────────────────────────────────────────────

const IsoDate = isoDate();

export const ScheduleInput = z
  .object({
    routeId: z.guid('Choose a route'),
    departureTime: ClockTime,
    daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7),
    stopOffsets: z.array(StopOffsetInput).min(2, 'A schedule serves at least two stops').max(500),
    validFrom: IsoDate,
    validTo: IsoDate.nullable(),
    busId: z.guid('Choose a bus').nullable(),
    conductorUserId: id('Choose a conductor').nullable(),
    headsign: text({ max: 80, maxMessage: 'Keep the headsign under 80 characters' }),
    /** The GTFS service calendar it follows (with its added and removed dates), or null. */
    serviceCalendarId: z.guid().nullable(),
    active: z.boolean(),
  })
  .superRefine((input, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (input.daysOfWeek.length === 0 && !input.serviceCalendarId)
      add(['daysOfWeek'], 'Pick at least one day');
    if (new Set(input.daysOfWeek).size !== input.daysOfWeek.length)
      add(['daysOfWeek'], 'Pick each day once');
    if (input.validTo && input.validTo < input.validFrom)
      add(['validTo'], 'The last day cannot be before the first');
    for (const issue of offsetIssues(input.stopOffsets)) add(issue.path, issue.message);
  });
export type ScheduleInput = z.infer<typeof ScheduleInput>;

export const RouteRef = z.object({
  id: z.string(),
  shortName: z.string(),
  longName: z.string(),
  colour: z.string(),
  textColour: z.string(),
});
export type RouteRef = z.infer<typeof RouteRef>;
export const BusRef = z.object({ id: z.string(), registration: z.string(), name: z.string() });
export type BusRef = z.infer<typeof BusRef>;
export const PersonRef = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

export const ScheduleSummary = z.object({
  id: z.string(),
  route: RouteRef,
  departureTime: z.string(),
  /** At the last stop. */
  arrivalTime: z.string(),
  daysOfWeek: z.array(z.number().int()),
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable(),
  bus: BusRef.nullable(),
  conductor: PersonRef.nullable(),
  headsign: z.string().nullable(),
  active: z.boolean(),
  /** Its last service date (validTo, or a later added date) is before today, in the operator's zone. */
  expired: z.boolean(),
  /** A GTFS service: its id and how many dates it adds to or removes from its weekdays. */
  serviceCalendar: z
    .object({
      id: z.string(),
      gtfsId: z.string(),
      addedDates: z.number().int(),
      removedDates: z.number().int(),
    })
    .nullable(),
  gtfsId: z.string().nullable(),
  stopCount: z.number().int(),
});
export type ScheduleSummary = z.infer<typeof ScheduleSummary>;
export const ScheduleStop = z.object({
  stopId: z.string(),
  stopName: z.string(),
  arrive: z.number().int(),
  depart: z.number().int(),
});
export type ScheduleStop = z.infer<typeof ScheduleStop>;
export const Schedule = ScheduleSummary.extend({ stopOffsets: z.array(ScheduleStop) });
export type Schedule = z.infer<typeof Schedule>;

export const ScheduleQuery = z.object({
  route: z.guid().optional(),
  active: z.enum(['true', 'false']).optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuery>;
export const ScheduleList = z.object({
  schedules: z.array(ScheduleSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ScheduleList = z.infer<typeof ScheduleList>;

/** A future trip with sold or held seats that a schedule change left as it was. */
export const KeptTrip = z.object({ tripId: z.string(), serviceDate: z.iso.date() });
/** What a schedule change did to its dated trips. */
export const PlanReport = z.object({
  created: z.number().int(),
  replanned: z.number().int(),
  removed: z.number().int(),
  kept: z.array(KeptTrip),
});
export type PlanReport = z.infer<typeof PlanReport>;
export const ScheduleResponse = z.object({ schedule: Schedule, plan: PlanReport });
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;
export const DeleteScheduleResponse = z.object({ ok: z.literal(true), plan: PlanReport });
