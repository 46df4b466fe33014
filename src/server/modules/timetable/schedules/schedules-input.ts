/**
 * The checks of a schedule that need the database (the shared schema has done the rest), and the
 * input as schedule columns. Offsets are stored naming their stops, so a later edit of the route
 * leaves the schedule's stops as they were.
 */
import type { StopOffset } from '#db/schema/timetable.ts';
import { parseClock, type ScheduleInput } from '#shared/timetable/timetable.ts';
import { AppError, InvalidArgumentError } from '#server/errors.ts';
import type { OptionsRepo } from './schedules-options.repo.ts';
import type { ScheduleValues } from './schedules.repo.ts';

export function fieldError(field: string, message: string): InvalidArgumentError {
  return new InvalidArgumentError(message, { fields: [{ field, message }] });
}

const STATUS_WORDS: Record<string, string> = {
  maintenance: 'in maintenance',
  retired: 'retired',
};

/**
 * Why a bus cannot be given trips, or nothing: one in maintenance or retired cannot run them. The
 * answer names the bus and its status, and sits on the bus field of the form.
 */
export function busCannotRun(bus: {
  id: string;
  registration: string;
  status: string;
}): AppError | undefined {
  if (bus.status === 'active') return undefined;
  const message = `${bus.registration} is ${STATUS_WORDS[bus.status] ?? bus.status}; choose a bus in service.`;
  return new AppError('failed-precondition', message, {
    bus: { id: bus.id, registration: bus.registration, status: bus.status },
    fields: [{ field: 'busId', message }],
  });
}

const sameList = (a: readonly (string | undefined)[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Refuses what the schema cannot know: an unknown route, bus, conductor or calendar, a bus that
 * cannot run (busCannotRun), and stops that are neither the route's (in order) nor the ones the schedule had. A bus or
 * conductor busy then is refused after the save's re-plan (schedules-clash.ts).
 */
export async function checkSchedule(
  options: OptionsRepo,
  input: ScheduleInput,
  stops: { route: string[]; current?: (string | undefined)[] },
): Promise<void> {
  if (!(await options.routeExists(input.routeId)))
    throw fieldError('routeId', 'Choose one of the routes.');
  if (input.busId) {
    const bus = await options.bus(input.busId);
    if (!bus) throw fieldError('busId', 'Choose one of the buses.');
    // A schedule switched off rolls out nothing, so it may keep the bus it had.
    const idle = input.active ? busCannotRun(bus) : undefined;
    if (idle) throw idle;
  }
  if (input.conductorUserId && !(await options.isConductor(input.conductorUserId)))
    throw fieldError('conductorUserId', 'Choose one of the conductors.');
  if (input.serviceCalendarId && !(await options.calendarExists(input.serviceCalendarId)))
    throw fieldError('serviceCalendarId', 'That service calendar no longer exists.');
  const given = input.stopOffsets.map((o) => o.stopId);
  if (!sameList(given, stops.route) && !(stops.current && sameList(stops.current, given)))
    throw fieldError(
      'stopOffsets',
      "The stops must be the route's stops, in order. Load the route's stops again.",
    );
}

/** Seconds (from GTFS) survive an edit where the minute they round to did not change. */
function withSeconds(offsets: ScheduleInput['stopOffsets'], previous: StopOffset[]): StopOffset[] {
  const merged = offsets.map((o, i): StopOffset => {
    const old = previous[i]?.stopId === o.stopId ? previous[i] : undefined;
    return {
      stopId: o.stopId,
      arrive: o.arrive,
      depart: o.depart,
      ...(old?.arriveSeconds !== undefined && old.arrive === o.arrive
        ? { arriveSeconds: old.arriveSeconds }
        : {}),
      ...(old?.departSeconds !== undefined && old.depart === o.depart
        ? { departSeconds: old.departSeconds }
        : {}),
    };
  });
  const seconds = merged.flatMap((o) => [
    o.arriveSeconds ?? o.arrive * 60,
    o.departSeconds ?? o.depart * 60,
  ]);
  const ordered = seconds.every((value, i) => i === 0 || value >= seconds[i - 1]!);
  return ordered
    ? merged
    : offsets.map(({ stopId, arrive, depart }) => ({ stopId, arrive, depart }));
}

export function scheduleValues(
  input: ScheduleInput,
  previousOffsets: StopOffset[] = [],
): ScheduleValues {
  return {
    routeId: input.routeId,
    busId: input.busId,
    conductorUserId: input.conductorUserId,
    daysOfWeek: [...input.daysOfWeek].sort((a, b) => a - b),
    departureTime: parseClock(input.departureTime)!,
    stopOffsets: withSeconds(input.stopOffsets, previousOffsets),
    headsign: input.headsign || null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    serviceCalendarId: input.serviceCalendarId,
    active: input.active,
  };
}
