/**
 * The roll-out planner, pure: which service dates a schedule runs on, the dated trips to add, and
 * what a schedule change does to trips already rolled out. Trips with sold or held seats are
 * never changed here; they are reported instead. The SQL lives in schedules-rollout.repo.ts; the
 * full roll-out plans the same dates in SQL (schedules-rollout-writes.repo.ts `insertMissing`).
 */
import type { ServiceException } from '#db/schema/gtfs.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import {
  checkOffsetsFit,
  dayStart,
  scheduleSeconds,
  tripRow,
  tripStopTimes,
  type RollOut,
  type RollOutSchedule,
  type TripRow,
  type TripStopRow,
} from '#server/modules/timetable/trip-rows.ts';
import { addDays, isoWeekday } from '#shared/core/zoned-time.ts';

export interface PlanSchedule extends RollOutSchedule {
  /** False for a schedule (or route) switched off: it runs on no date. */
  active: boolean;
  conductorUserId: string | null;
  validFrom: string;
  validTo: string | null;
  /** Dated exceptions of its service calendar (at least those in the window); null without one. */
  exceptions: ReadonlyMap<string, ServiceException> | null;
}

export interface PlanContext {
  /** The service dates of the window, in order. */
  dates: string[];
  zone: string;
  now: Date;
  newId: () => string;
}

export interface PlannedStop {
  stopId: string;
  arrival: Date;
  departure: Date;
}

export interface ExistingTrip {
  id: string;
  serviceDate: string;
  status: TripStatus;
  routeId: string;
  busId: string | null;
  conductorUserId: string | null;
  headsign: string | null;
  /** Held or sold seats (or a live booking): the trip must not change under its passengers. */
  locked: boolean;
  /** Its times are its own (trip_stop), not read from the schedule. */
  ownTimes: boolean;
  stops: PlannedStop[];
}

export interface Replan {
  insert: RollOut;
  /** Unsold trips brought back to the plan: they follow the schedule's times again. */
  rewrite: { trip: TripRow; tripStops: TripStopRow[] }[];
  remove: string[];
  /** Future trips with sold or held seats that differ from the new plan, left as they were. */
  kept: ExistingTrip[];
  /** Future unsold trips that read their times from the schedule, so follow any change of them. */
  following: number;
}

/** `days` service dates from `today`. */
export function windowDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/**
 * Whether a schedule runs on a date. An inactive one never does. A calendar's removed date never runs; its added date always
 * does, outside the weekly pattern and validity too (GTFS calendar_dates semantics). Otherwise
 * the date must lie in the validity and fall on one of its weekdays.
 */
export function runsOn(s: PlanSchedule, date: string): boolean {
  if (!s.active) return false;
  const exception = s.exceptions?.get(date);
  if (exception === 'removed') return false;
  if (exception === 'added') return true;
  if (date < s.validFrom || (s.validTo !== null && date > s.validTo)) return false;
  return s.daysOfWeek.includes(isoWeekday(date));
}

function firstDeparture(stops: readonly { departure: Date }[]): Date | undefined {
  return stops[0]?.departure;
}

/** The trip on a date, or undefined when it does not run then or would have left already. */
function planned(s: PlanSchedule, date: string, id: string, ctx: PlanContext) {
  if (!runsOn(s, date)) return undefined;
  const first = scheduleSeconds(s)[0];
  if (!first) return undefined;
  const leaves = dayStart(date, ctx.zone).getTime() + first.depart * 1000;
  return leaves > ctx.now.getTime() ? tripRow(s, date, ctx.zone, id) : undefined;
}

/** New trips for every date of the window the schedule runs on and has no trip yet. */
export function planAdditions(
  s: PlanSchedule,
  have: ReadonlySet<string>,
  ctx: PlanContext,
): RollOut {
  checkOffsetsFit(s);
  const result: RollOut = { trips: [], tripStops: [] };
  for (const date of ctx.dates) {
    if (have.has(date)) continue;
    const row = planned(s, date, ctx.newId(), ctx);
    if (row) result.trips.push(row);
  }
  return result;
}

function sameStops(a: readonly PlannedStop[], b: readonly TripStopRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((stop, i) => {
      const other = b[i]!;
      return (
        stop.stopId === other.stopId &&
        stop.arrival.getTime() === other.arrival.getTime() &&
        stop.departure.getTime() === other.departure.getTime()
      );
    })
  );
}

function sameTrip(
  existing: ExistingTrip,
  rows: { trip: TripRow; tripStops: TripStopRow[] },
): boolean {
  const { trip } = rows;
  return (
    existing.routeId === trip.routeId &&
    existing.busId === (trip.busId ?? null) &&
    existing.conductorUserId === (trip.conductorUserId ?? null) &&
    existing.headsign === (trip.headsign ?? null) &&
    sameStops(existing.stops, rows.tripStops)
  );
}

/** A trip not yet gone and still as scheduled: the only kind a schedule change may touch. */
function isFuture(trip: ExistingTrip, now: Date): boolean {
  const leaves = firstDeparture(trip.stops);
  return trip.status === 'scheduled' && (leaves === undefined || leaves > now);
}

/**
 * What a schedule change does to its trips in the window: unsold future trips follow the new
 * plan (a bus or conductor re-assigned on the trip itself, rather than inherited from the old
 * schedule, stays), dates it no longer runs on lose their unsold trips, and new dates get trips.
 */
export function planReplan(
  s: PlanSchedule,
  previous: { busId: string | null; conductorUserId: string | null } | null,
  existing: ExistingTrip[],
  ctx: PlanContext,
): Replan {
  const result: Replan = {
    insert: { trips: [], tripStops: [] },
    rewrite: [],
    remove: [],
    kept: [],
    following: 0,
  };
  const window = new Set(ctx.dates);
  for (const trip of existing) {
    if (!window.has(trip.serviceDate) || !isFuture(trip, ctx.now)) continue;
    const row = planned(s, trip.serviceDate, trip.id, ctx);
    const rows = row && {
      trip: row,
      tripStops: tripStopTimes(s, trip.serviceDate, ctx.zone, trip.id),
    };
    if (rows) {
      if (previous && trip.busId !== previous.busId) rows.trip.busId = trip.busId;
      if (previous && trip.conductorUserId !== previous.conductorUserId)
        rows.trip.conductorUserId = trip.conductorUserId;
      // A trip keeping its own times that match the schedule's again goes back to following it.
      if (sameTrip(trip, rows) && !(trip.ownTimes && !trip.locked)) {
        if (!trip.ownTimes) result.following++;
        continue;
      }
    }
    if (trip.locked) result.kept.push(trip);
    else if (rows) result.rewrite.push(rows);
    else result.remove.push(trip.id);
  }
  result.insert = planAdditions(s, new Set(existing.map((t) => t.serviceDate)), ctx);
  return result;
}
