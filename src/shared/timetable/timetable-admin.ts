/**
 * Timetable admin shapes beyond the schedule itself: the pickers, the roll-out report, and the
 * dated trips with their re-assignment and cancellation (src/shared/timetable/timetable.ts has the rest).
 */
import { z } from 'zod';
import { TRACKING_STATES } from '#shared/tracking/tracking.ts';
import { Page } from '../core/list-params.ts';
import { id, isoDate, text } from '../core/text.ts';
import { BusRef, PersonRef, RouteRef, TRIP_STATUSES } from './timetable.ts';

export const RolloutReport = z.object({
  created: z.number().int(),
  schedules: z.number().int(),
  /** Schedules whose stop times do not fit their route; named in the server log. */
  skipped: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  durationMs: z.number(),
});
export type RolloutReport = z.infer<typeof RolloutReport>;

export const OptionRoute = RouteRef.extend({
  active: z.boolean(),
  stops: z.array(z.object({ stopId: z.string(), name: z.string(), distanceM: z.number() })),
});
export type OptionRoute = z.infer<typeof OptionRoute>;
export const TimetableOptions = z.object({
  timezone: z.string(),
  today: z.iso.date(),
  routes: z.array(OptionRoute),
  buses: z.array(BusRef.extend({ status: z.string() })),
  conductors: z.array(PersonRef.extend({ email: z.string() })),
});
export type TimetableOptions = z.infer<typeof TimetableOptions>;

// ── Dated trips ─────────────────────────────────────────────────────────────────────────────────

export const TripQuery = z.object({
  date: isoDate('Pick a date').optional(),
  route: z.guid().optional(),
  status: z.enum(TRIP_STATUSES).optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export type TripQuery = z.infer<typeof TripQuery>;

export const AdminTrip = z.object({
  id: z.string(),
  serviceDate: z.iso.date(),
  route: RouteRef,
  headsign: z.string().nullable(),
  departure: z.iso.datetime({ offset: true }).nullable(),
  arrival: z.iso.datetime({ offset: true }).nullable(),
  bus: BusRef.nullable(),
  conductor: PersonRef.nullable(),
  status: z.enum(TRIP_STATUSES),
  scheduleId: z.string().nullable(),
  /** Held or sold seats. */
  seatsTaken: z.number().int(),
  /** Not departed, completed or cancelled: it may be re-assigned or cancelled. */
  changeable: z.boolean(),
  /**
   * What its tracking page says (decision 029), in the day's list; absent elsewhere (a changed
   * trip's answer, the audit log).
   */
  tracking: z.enum(TRACKING_STATES).nullish(),
});
export type AdminTrip = z.infer<typeof AdminTrip>;
export const TripList = z.object({
  date: z.iso.date(),
  timezone: z.string(),
  trips: z.array(AdminTrip),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TripList = z.infer<typeof TripList>;
export const ReassignTripRequest = z.object({
  busId: z.guid('Choose a bus').nullable(),
  conductorUserId: id('Choose a conductor').nullable(),
});
export type ReassignTripRequest = z.infer<typeof ReassignTripRequest>;
export const CancelTripRequest = z.object({
  reason: text({
    min: 3,
    minMessage: 'Give a reason of 3 characters or more',
    max: 500,
    maxMessage: 'Keep the reason under 500 characters',
  }),
});
export type CancelTripRequest = z.infer<typeof CancelTripRequest>;
export const TripResponse = z.object({ trip: AdminTrip });
