import { Link } from 'react-router';
import type { ScheduleSummary } from '#shared/timetable/timetable.ts';
import { clockLabel, daysSummary, serviceText } from '../../utils/timetable-format.ts';
import { DataTable } from '#client/components/ui/lists/data-table.tsx';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { RoutePill } from '../route-pill.tsx';
import './schedules-list.css';

const COLUMNS = [
  ...['Route', 'Departs', 'Arrives', 'Runs', 'Bus', 'Conductor'].map((label) => ({ label })),
  { label: 'Actions', hidden: true },
];

/**
 * Schedules as a table; below 60rem each one is a card (see components/ui/lists/data-table.css).
 */
export function SchedulesList({
  schedules,
  busy,
  editHref,
}: {
  schedules: ScheduleSummary[];
  busy: boolean;
  editHref: (id: string) => string;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      busy={busy}
      summaryId="schedules-summary"
      className="schedules-list"
    >
      {schedules.map((s) => (
        <tr key={s.id} className="data-table__row">
          <th scope="row" className="data-table__name">
            <RoutePill route={s.route} />{' '}
            <span className="schedules-list__name">{s.headsign ?? s.route.longName}</span>
            {!s.active && (
              <>
                {' '}
                <Pill tone="down">Off</Pill>
              </>
            )}
          </th>
          <td data-label="Departs" className="schedules-list__time">
            {clockLabel(s.departureTime)}
          </td>
          <td data-label="Arrives">{clockLabel(s.arrivalTime)}</td>
          <td data-label="Runs">
            <span>
              {serviceText(s)}
              {s.expired && (
                <>
                  {' '}
                  <Pill tone="warn">Expired</Pill>
                </>
              )}
            </span>
          </td>
          <td data-label="Bus" className="schedules-list__bus">
            {s.bus?.registration ?? <span className="data-table__muted">None yet</span>}
          </td>
          <td data-label="Conductor">
            {s.conductor?.name ?? <span className="data-table__muted">None yet</span>}
          </td>
          <td className="data-table__actions">
            <Link to={editHref(s.id)} className="button button--secondary schedules-list__edit">
              Edit
              <span className="visually-hidden">
                {' '}
                {`${s.route.shortName} ${s.departureTime} ${daysSummary(s.daysOfWeek)}`}
              </span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
