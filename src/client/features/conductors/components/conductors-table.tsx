import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import type { Conductor } from '#shared/conductors.ts';
import { CONDUCTOR_STATUS_LABELS, departureTime } from '../utils/conductor-labels.ts';
import type { ConductorSort, ConductorsView } from '../utils/conductors-search-params.ts';
import './conductors-table.css';

type Column = {
  key: ConductorSort | 'phone' | 'email' | 'bus' | 'status' | 'today' | 'actions';
  label: string;
  sortable: boolean;
};
const COLUMNS: Column[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'employeeNumber', label: 'Employee no.', sortable: true },
  { key: 'phone', label: 'Phone', sortable: false },
  { key: 'email', label: 'Email', sortable: false },
  { key: 'bus', label: 'Bus', sortable: false },
  { key: 'status', label: 'Status', sortable: false },
  { key: 'today', label: 'Trips today', sortable: false },
  { key: 'actions', label: 'Actions', sortable: false },
];

function Header({
  column,
  view,
  onSort,
}: {
  column: Column;
  view: ConductorsView;
  onSort: (sort: ConductorSort) => void;
}) {
  if (!column.sortable) return <th scope="col">{column.label}</th>;
  const sort = column.key as ConductorSort;
  const active = view.sort === sort;
  return (
    <th scope="col" aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="conductor-table__sort" onClick={() => onSort(sort)}>
        {column.label}
        <span aria-hidden="true">{active ? (view.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}

function Row({ conductor: c, timeZone }: { conductor: Conductor; timeZone?: string }) {
  return (
    <tr className="conductor-table__row">
      <th scope="row" className="conductor-table__name">
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
          <span className="conductor-table__muted">None</span>
        )}
      </td>
      <td data-label="Status">
        <span className={`conductor-pill conductor-pill--${c.status}`}>
          {CONDUCTOR_STATUS_LABELS[c.status]}
        </span>
      </td>
      <td data-label="Trips today">
        {c.todayTrips.length === 0 ? (
          <span className="conductor-table__muted">None</span>
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
      <td className="conductor-table__actions">
        <Link to={`${paths.adminConductorEdit}?id=${encodeURIComponent(c.id)}`}>
          Edit<span className="visually-hidden"> {c.name}</span>
        </Link>
      </td>
    </tr>
  );
}

/** One page of conductors; below 60rem each is a card. */
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
    <table className="conductor-table" aria-busy={busy} aria-describedby="conductors-summary">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <Header key={column.key} column={column} view={view} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {conductors.map((conductor) => (
          <Row key={conductor.id} conductor={conductor} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
