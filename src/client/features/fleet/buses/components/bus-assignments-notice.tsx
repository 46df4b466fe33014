import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { ApiError } from '#client/lib/api/api.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { BusAssignmentsDetails, type BusAssignments } from '#shared/fleet/buses.ts';
import { daysSummary, departureLabel, parseClock } from '#shared/timetable/timetable.ts';
import { tripWhen } from '../../fleet-labels.ts';

/** The schedules and trips named by a refused change of status, or null for any other error. */
export function busAssignmentsOf(error: unknown): BusAssignments | null {
  if (!(error instanceof ApiError) || error.code !== 'failed-precondition') return null;
  const parsed = BusAssignmentsDetails.safeParse(error.details);
  return parsed.success ? parsed.data.assignments : null;
}

const more = (shown: number, total: number) =>
  total > shown ? <li className="bus-assignments__more">and {total - shown} more</li> : null;

/**
 * Why a bus cannot leave service yet: the schedules and upcoming trips it still runs, each a link
 * to where another bus is chosen for it.
 */
export function BusAssignmentsNotice({
  refused,
  assignments,
}: {
  /** "M-BW 102 cannot be retired yet". */
  refused: string;
  assignments: BusAssignments;
}) {
  const timeZone = useConfig().data?.timezone;
  const { schedules, scheduleCount, trips, tripCount } = assignments;
  return (
    <Notice tone="error" className="bus-assignments">
      <p>
        {refused}: the timetable still gives it work. Assign another bus to these schedules first
        (their unsold trips follow), then to any trip still left.
      </p>
      {scheduleCount > 0 && (
        <>
          <h3 className="bus-assignments__heading">
            {scheduleCount === 1 ? '1 schedule' : `${scheduleCount} schedules`}
          </h3>
          <ul className="bus-assignments__list">
            {schedules.map((s) => (
              <li key={s.scheduleId}>
                <Link to={`${paths.adminSchedules}?edit=${encodeURIComponent(s.scheduleId)}`}>
                  {s.route} · {departureLabel(parseClock(s.departureTime) ?? 0)} ·{' '}
                  {daysSummary(s.daysOfWeek)}
                </Link>
              </li>
            ))}
            {more(schedules.length, scheduleCount)}
          </ul>
        </>
      )}
      {tripCount > 0 && (
        <>
          <h3 className="bus-assignments__heading">
            {tripCount === 1 ? '1 upcoming trip' : `${tripCount} upcoming trips`}
          </h3>
          <ul className="bus-assignments__list">
            {trips.map((t) => (
              <li key={t.tripId}>
                <Link to={`${paths.adminTrips}?date=${t.serviceDate}`}>
                  {tripWhen(t.serviceDate, t.departure, timeZone)} · {t.route}
                </Link>
              </li>
            ))}
            {more(trips.length, tripCount)}
          </ul>
        </>
      )}
    </Notice>
  );
}
