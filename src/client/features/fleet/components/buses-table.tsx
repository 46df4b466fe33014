import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import type { Bus } from '#shared/buses.ts';
import { BusGlyph } from './bus-glyph.tsx';
import type { BusSort, BusesView } from '../utils/buses-search-params.ts';
import { BUS_STATUS_LABELS, tripWhen } from '../utils/fleet-labels.ts';
import './fleet-list.css';
import '#client/components/ui/data-table.css';
import './fleet-table.css';

type Column = {
  key: BusSort | 'photo' | 'layout' | 'nextTrip' | 'actions';
  label: string;
  sortable: boolean;
};
const COLUMNS: Column[] = [
  { key: 'photo', label: 'Photo', sortable: false },
  { key: 'registration', label: 'Registration', sortable: true },
  { key: 'name', label: 'Name', sortable: true },
  { key: 'layout', label: 'Layout', sortable: false },
  { key: 'capacity', label: 'Seats', sortable: true },
  { key: 'status', label: 'Status', sortable: true },
  { key: 'nextTrip', label: 'Next trip', sortable: false },
  { key: 'actions', label: 'Actions', sortable: false },
];

function SortHeader({
  column,
  view,
  onSort,
}: {
  column: Column;
  view: BusesView;
  onSort: (sort: BusSort) => void;
}) {
  if (!column.sortable) {
    return (
      <th scope="col" className="data-table__th">
        {column.label}
      </th>
    );
  }
  const sort = column.key as BusSort;
  const active = view.sort === sort;
  return (
    <th
      scope="col"
      className="data-table__th"
      aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="data-table__sort" onClick={() => onSort(sort)}>
        {column.label}
        <span className="data-table__arrow" aria-hidden="true">
          {active ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function BusRow({ bus, timeZone }: { bus: Bus; timeZone?: string }) {
  const next = bus.nextTrip;
  return (
    <tr className="data-table__row">
      <td className="fleet-table__photo">
        {bus.thumbnailUrl ? (
          <img src={bus.thumbnailUrl} alt="" width={96} height={64} loading="lazy" />
        ) : (
          <span className="fleet-table__no-photo">
            <BusGlyph />
          </span>
        )}
      </td>
      <th scope="row" className="data-table__name">
        {bus.registration}
      </th>
      <td data-label="Name">{bus.name}</td>
      <td data-label="Layout">{bus.layout.name}</td>
      <td data-label="Seats">{bus.layout.seatCount}</td>
      <td data-label="Status">
        <span className={`fleet-pill fleet-pill--${bus.status}`}>
          {BUS_STATUS_LABELS[bus.status]}
        </span>
      </td>
      <td data-label="Next trip">
        {next ? (
          `${next.route} · ${tripWhen(next.serviceDate, next.departure, timeZone)}`
        ) : (
          <span className="fleet-table__muted">None planned</span>
        )}
      </td>
      <td className="data-table__actions">
        <Link to={`${paths.adminEditBus}?bus=${encodeURIComponent(bus.id)}`}>
          Edit<span className="visually-hidden"> {bus.registration}</span>
        </Link>
      </td>
    </tr>
  );
}

/** One page of the fleet as a table; below 60rem each bus is a card (see the CSS). */
export function BusesTable({
  buses,
  view,
  busy,
  timeZone,
  onSort,
}: {
  buses: Bus[];
  view: BusesView;
  busy: boolean;
  timeZone?: string;
  onSort: (sort: BusSort) => void;
}) {
  return (
    <table className="data-table fleet-table" aria-busy={busy} aria-describedby="buses-summary">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <SortHeader key={column.key} column={column} view={view} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {buses.map((bus) => (
          <BusRow key={bus.id} bus={bus} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
