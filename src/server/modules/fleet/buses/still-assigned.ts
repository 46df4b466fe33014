/**
 * The refusal of taking a bus out of service while the timetable still gives it work, naming the
 * schedules and the first trips. Editing a schedule moves its unsold trips along with it, so the
 * admin gives the schedules another bus first, then any trip still left (sold or set by hand).
 */
import type { BusAssignments, BusStatus } from '#shared/fleet/buses.ts';
import { daysSummary, departureLabel, parseClock, tripWhen } from '#shared/timetable/timetable.ts';
import { AppError } from '#server/errors.ts';

const GOING: Record<Exclude<BusStatus, 'active'>, string> = {
  maintenance: 'go into maintenance',
  retired: 'be retired',
};

const more = (shown: number, total: number) => (total > shown ? ` and ${total - shown} more` : '');

export function stillAssignedError(
  registration: string,
  status: Exclude<BusStatus, 'active'>,
  work: BusAssignments,
  zone: string,
): AppError {
  const parts: string[] = [];
  if (work.scheduleCount > 0) {
    const named = work.schedules.map(
      (s) =>
        `${s.route} ${departureLabel(parseClock(s.departureTime) ?? 0)} (${daysSummary(s.daysOfWeek)})`,
    );
    parts.push(`schedules ${named.join(', ')}${more(named.length, work.scheduleCount)}`);
  }
  if (work.tripCount > 0) {
    const named = work.trips.map(
      (t) => `${t.route} ${tripWhen(t.serviceDate, t.departure, zone, ' ')}`,
    );
    parts.push(`trips ${named.join(', ')}${more(named.length, work.tripCount)}`);
  }
  return new AppError(
    'failed-precondition',
    `${registration} cannot ${GOING[status]} while it still runs ${parts.join('; and ')}. ` +
      'Assign another bus to those schedules first (their unsold trips follow), then to any trip still left.',
    { assignments: work },
  );
}
