/**
 * GTFS trips → schedule rows: one per trip, or one per departure of a frequency-based trip
 * (docs/decisions/003-gtfs-trips-are-schedules.md). Offsets are relative to the whole minute
 * of the first stop's arrival, which becomes the schedule's departure time.
 */
import type { StopOffset } from '#db/schema/timetable.ts';
import type { CalendarInput } from '../calendar/map-calendar.ts';
import { windowDepartures, type FrequencyWindow, type TripInput } from './map-trips.ts';
import type { TripTimes } from './trip-times.ts';
import { clockLabel } from '../../feed/values.ts';

/** GTFS allows later times, but our schedules stop at 47:59 of the service day. */
export const LAST_DEPARTURE_MINUTE = 2879;

export interface ScheduleInput {
  gtfsId: string;
  routeId: string;
  serviceCalendarId: string;
  daysOfWeek: number[];
  validFrom: string;
  validTo: string;
  departureTime: number;
  stopOffsets: StopOffset[];
  headsign: string | null;
  directionId: number | null;
  blockId: string | null;
  shapeId: string | null;
  shortName: string | null;
  wheelchairAccessible: number | null;
  bikesAllowed: number | null;
}

export interface ScheduleContext {
  trip: TripInput;
  routeId: string;
  calendar: CalendarInput & { id: string };
  shapeId: string | null;
  /** Our stop uuid for each stop index. */
  stopIds: readonly string[];
}

/** The schedules of one trip: itself, or each departure of its frequency windows. */
export function tripSchedules(
  context: ScheduleContext,
  times: TripTimes,
  windows: readonly FrequencyWindow[] | undefined,
): ScheduleInput[] {
  if (!windows || windows.length === 0) return [scheduleOf(context, times, context.trip.gtfsId, 0)];
  const templateStart = times.depart[0]!;
  return windows
    .flatMap(windowDepartures)
    .map((departure) =>
      scheduleOf(
        context,
        times,
        `${context.trip.gtfsId}#${clockLabel(departure)}`,
        departure - templateStart,
      ),
    );
}

function scheduleOf(
  context: ScheduleContext,
  times: TripTimes,
  gtfsId: string,
  shift: number,
): ScheduleInput {
  const { trip, calendar } = context;
  const first = times.arrive[0]! + shift;
  const departureTime = Math.floor(first / 60);
  return {
    gtfsId,
    routeId: context.routeId,
    serviceCalendarId: calendar.id,
    daysOfWeek: calendar.daysOfWeek,
    validFrom: calendar.startDate,
    validTo: calendar.endDate,
    departureTime,
    stopOffsets: stopOffsets(times, context.stopIds, departureTime * 60 - shift),
    headsign: trip.headsign,
    directionId: trip.directionId,
    blockId: trip.blockId,
    shapeId: context.shapeId,
    shortName: trip.shortName,
    wheelchairAccessible: trip.wheelchairAccessible,
    bikesAllowed: trip.bikesAllowed,
  };
}

/** Offsets from `origin` (seconds of the day); seconds are kept only when some time has them. */
function stopOffsets(times: TripTimes, stopIds: readonly string[], origin: number): StopOffset[] {
  const whole = [...times.arrive, ...times.depart].every((t) => (t - origin) % 60 === 0);
  return times.stops.map((stop, i) => {
    const arriveSeconds = times.arrive[i]! - origin;
    const departSeconds = times.depart[i]! - origin;
    const offset: StopOffset = {
      stopId: stopIds[stop]!,
      arrive: Math.floor(arriveSeconds / 60),
      depart: Math.floor(departSeconds / 60),
    };
    if (!whole) Object.assign(offset, { arriveSeconds, departSeconds });
    return withFeedFields(offset, times.feed[i], i);
  });
}

/** The feed's stop_sequence (only when it is not the position), distance and timepoint. */
function withFeedFields(
  offset: StopOffset,
  feed: TripTimes['feed'][number] | undefined,
  index: number,
): StopOffset {
  if (!feed) return offset;
  if (feed.sequence !== index + 1) offset.sequence = feed.sequence;
  if (feed.distance !== undefined) offset.distance = feed.distance;
  if (feed.timepoint !== undefined) offset.timepoint = feed.timepoint;
  return offset;
}

/** Seconds of the day of each stop's arrival and departure; the inverse of the offsets above. */
export function scheduleStopTimes(
  departureTime: number,
  offsets: readonly StopOffset[],
): { arrive: number; depart: number }[] {
  const origin = departureTime * 60;
  return offsets.map((o) => ({
    arrive: origin + (o.arriveSeconds ?? o.arrive * 60),
    depart: origin + (o.departSeconds ?? o.depart * 60),
  }));
}

/**
 * A route's stops are those of its longest trip: search and fares use the route's stop list,
 * while each schedule keeps its own stops.
 */
export class RoutePatterns {
  private readonly best = new Map<string, RoutePattern>();

  /** Keeps the longest trip; among equals, one with a shape, then the first trip_id, so any file order gives the same. */
  offer(routeId: string, candidate: RoutePattern) {
    const current = this.best.get(routeId);
    if (!current || better(candidate, current)) this.best.set(routeId, candidate);
  }

  entries() {
    return this.best.entries();
  }
}

export interface RoutePattern {
  tripId: string;
  stops: number[];
  shapeId: string | null;
}

function better(a: RoutePattern, b: RoutePattern): boolean {
  if (a.stops.length !== b.stops.length) return a.stops.length > b.stops.length;
  if (Boolean(a.shapeId) !== Boolean(b.shapeId)) return Boolean(a.shapeId);
  return a.tripId < b.tripId;
}
