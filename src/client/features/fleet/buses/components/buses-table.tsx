import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import type { Bus } from '#shared/fleet/buses.ts';
import { DataTable, type Column } from '#client/components/ui/lists/data-table.tsx';
import { BusGlyph } from './bus-glyph.tsx';
import { BusStatusPill } from './bus-status-pill.tsx';
import type { BusSort, BusesView } from '../utils/buses-search-params.ts';
import { tripWhen } from '../../fleet-labels.ts';
import '../../fleet-list.css';
import '../../fleet-table.css';

const COLUMNS: Column<BusSort>[] = [
  { label: 'Photo' },
  { label: 'Registration', sort: 'registration' },
  { label: 'Name', sort: 'name' },
  { label: 'Layout' },
  { label: 'Seats', sort: 'capacity' },
  { label: 'Status', sort: 'status' },
  { label: 'Next trip' },
  { label: 'Actions' },
];

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
        <BusStatusPill status={bus.status} />
      </td>
      <td data-label="Next trip">
        {next ? (
          `${next.route} · ${tripWhen(next.serviceDate, next.departure, timeZone)}`
        ) : (
          <span className="data-table__muted">None planned</span>
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

/** One page of the fleet as a table; below 60rem each bus is a card (see fleet-table.css). */
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
    <DataTable
      columns={COLUMNS}
      sorting={{ sort: view.sort, dir: view.dir, onSort }}
      busy={busy}
      summaryId="buses-summary"
      className="fleet-table"
    >
      {buses.map((bus) => (
        <BusRow key={bus.id} bus={bus} timeZone={timeZone} />
      ))}
    </DataTable>
  );
}
