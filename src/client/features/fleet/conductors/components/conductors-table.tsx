import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import type { Conductor } from '#shared/fleet/conductors.ts';
import { DataTable, type Column } from '#client/components/ui/lists/data-table.tsx';
import { ConductorStatusPill } from './conductor-status-pill.tsx';
import { departureTime } from '../utils/conductor-labels.ts';
import type { ConductorSort, ConductorsView } from '../utils/conductors-search-params.ts';
import './conductors-table.css';

const COLUMNS: Column<ConductorSort>[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Employee no.', sort: 'employeeNumber' },
  { label: 'Phone' },
  { label: 'Email' },
  { label: 'Bus' },
  { label: 'Status' },
  { label: 'Trips today' },
  { label: 'Actions' },
];

function Row({ conductor: c, timeZone }: { conductor: Conductor; timeZone?: string }) {
  return (
    <tr className="data-table__row">
      <th scope="row" className="data-table__name">
        {c.name}
      </th>
      <td data-label="Employee no.">{c.employeeNumber}</td>
      <td data-label="Phone" className="conductor-table__phone">
        {c.phone}
      </td>
      <td data-label="Email" className="conductor-table__email">
        {c.email}
      </td>
      <td data-label="Bus">
        {c.bus ? (
          `${c.bus.registration} · ${c.bus.name}`
        ) : (
          <span className="data-table__muted">None</span>
        )}
      </td>
      <td data-label="Status">
        <ConductorStatusPill status={c.status} />
      </td>
      <td data-label="Trips today">
        {c.todayTrips.length === 0 ? (
          <span className="data-table__muted">None</span>
        ) : (
          <ul className="conductor-table__trips">
            {c.todayTrips.map((trip) => (
              <li key={trip.id}>
                {trip.route} · {departureTime(trip.departure, timeZone)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="data-table__actions">
        <Link to={`${paths.adminConductorEdit}?id=${encodeURIComponent(c.id)}`}>
          Edit<span className="visually-hidden"> {c.name}</span>
        </Link>
      </td>
    </tr>
  );
}

/** One page of conductors; below 60rem each is a card (see components/ui/lists/data-table.css). */
export function ConductorsTable({
  conductors,
  view,
  busy,
  timeZone,
  onSort,
}: {
  conductors: Conductor[];
  view: ConductorsView;
  busy: boolean;
  timeZone?: string;
  onSort: (sort: ConductorSort) => void;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      sorting={{ sort: view.sort, dir: view.dir, onSort }}
      busy={busy}
      summaryId="conductors-summary"
      className="conductor-table"
    >
      {conductors.map((conductor) => (
        <Row key={conductor.id} conductor={conductor} timeZone={timeZone} />
      ))}
    </DataTable>
  );
}
