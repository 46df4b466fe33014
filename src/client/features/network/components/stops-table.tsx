import { Link } from 'react-router';
import type { Stop } from '#shared/network.ts';
import { formatCoordinates } from '../utils/list-params.ts';
import './stops-table.css';

/** One page of stops; below 48rem each stop is a card (see the CSS). */
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
    <table className="stops-table" aria-busy={busy} aria-describedby="stops-summary">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Code</th>
          <th scope="col">Coordinates</th>
          <th scope="col">Routes</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) => (
          <tr key={stop.id} className="stops-table__row">
            <th scope="row" className="stops-table__name">
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
      </tbody>
    </table>
  );
}
