/** Schedule rows as the admin API shows them: clock times, names, and each stop with its offsets. */
import type { StopOffset } from '#db/schema/timetable.ts';
import { formatClock, type Schedule, type ScheduleSummary } from '#shared/timetable/timetable.ts';
import type { ScheduleRow } from './schedules.repo.ts';

/** Minutes after departure at the last stop, seconds dropped. */
function lastArrival(offsets: StopOffset[]): number {
  const last = offsets.at(-1);
  if (!last) return 0;
  return last.arriveSeconds === undefined ? last.arrive : Math.floor(last.arriveSeconds / 60);
}

/**
 * A schedule has expired once its last service date is before `today` (the operator's): its
 * validity's end, or a later date its calendar adds. An open-ended one never expires.
 */
export function isExpired(row: ScheduleRow, today: string): boolean {
  const { validTo } = row.schedule;
  if (validTo === null) return false;
  const last =
    row.calendar.lastAdded && row.calendar.lastAdded > validTo ? row.calendar.lastAdded : validTo;
  return last < today;
}

/** `today`: the operator's service date, for `expired`. */
export function toSummary(row: ScheduleRow, today: string): ScheduleSummary {
  const s = row.schedule;
  return {
    id: s.id,
    route: row.route,
    departureTime: formatClock(s.departureTime),
    arrivalTime: formatClock(s.departureTime + lastArrival(s.stopOffsets)),
    daysOfWeek: [...s.daysOfWeek].sort((a, b) => a - b),
    validFrom: s.validFrom,
    validTo: s.validTo,
    bus:
      s.busId && row.busRegistration
        ? { id: s.busId, registration: row.busRegistration, name: row.busName ?? '' }
        : null,
    conductor: s.conductorUserId
      ? { id: s.conductorUserId, name: row.conductorName ?? 'Unknown account' }
      : null,
    headsign: s.headsign,
    active: s.active,
    expired: isExpired(row, today),
    serviceCalendar:
      s.serviceCalendarId && row.calendarGtfsId
        ? {
            id: s.serviceCalendarId,
            gtfsId: row.calendarGtfsId,
            addedDates: row.calendar.added,
            removedDates: row.calendar.removed,
          }
        : null,
    gtfsId: s.gtfsId,
    stopCount: s.stopOffsets.length,
  };
}

/** The stop each offset is at: its own, or the route's stop in the same place (offsets from the seed). */
export function offsetStopIds(
  offsets: StopOffset[],
  routeStopIds: string[],
): (string | undefined)[] {
  return offsets.map((offset, i) => offset.stopId ?? routeStopIds[i]);
}

export function toSchedule(
  row: ScheduleRow,
  stopIds: (string | undefined)[],
  names: ReadonlyMap<string, string>,
  today: string,
): Schedule {
  return {
    ...toSummary(row, today),
    stopOffsets: row.schedule.stopOffsets.map((offset, i) => {
      const stopId = stopIds[i] ?? '';
      return {
        stopId,
        stopName: names.get(stopId) ?? 'A stop no longer on the route',
        arrive: offset.arrive,
        depart: offset.depart,
      };
    }),
  };
}
