import { Link } from 'react-router';
import type { Stop } from '#shared/network/network.ts';
import { DataTable } from '#client/components/ui/lists/data-table.tsx';
import { formatCoordinates } from '../../utils/list-params.ts';

const COLUMNS = ['Name', 'Code', 'Coordinates', 'Routes', 'Actions'].map((label) => ({ label }));

/** One page of stops; below 60rem each stop is a card (see components/ui/lists/data-table.css). */
export function StopsTable({
  stops,
  busy,
  linkTo,
}: {
  stops: Stop[];
  busy: boolean;
  /** The address that opens a stop in the editor. */
  linkTo: (id: string) => string;
}) {
  return (
    <DataTable columns={COLUMNS} busy={busy} summaryId="stops-summary">
      {stops.map((stop) => (
        <tr key={stop.id} className="data-table__row">
          <th scope="row" className="data-table__name">
            {stop.name}
          </th>
          <td data-label="Code">
            <code>{stop.code}</code>
          </td>
          <td data-label="Where">{formatCoordinates(stop.lat, stop.lng)}</td>
          <td data-label="Routes">{stop.routeCount === 0 ? 'None' : stop.routeCount}</td>
          <td className="data-table__actions">
            <Link to={linkTo(stop.id)}>
              Edit<span className="visually-hidden"> {stop.name}</span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
