import type { AdminTrip } from '#shared/timetable-admin.ts';
import { timeIn } from '../utils/timetable-format.ts';
import { RoutePill } from './route-pill.tsx';
import { TripActions, type TripResult } from './trip-actions.tsx';
import { TripStatusPill } from './trip-status.tsx';
import './trips-table.css';

/**
 * A day's trips as a table; below 60rem each trip is a card (see the CSS). While another day loads
 * (`busy`) the rows shown are the previous day's: inert, so no one cancels or re-assigns a trip of
 * the day they just left.
 */
export function TripsTable({
  trips,
  zone,
  busy,
  onResult,
}: {
  trips: AdminTrip[];
  zone: string;
  busy: boolean;
  onResult: (result: TripResult) => void;
}) {
  return (
    <table className="trips-table" aria-busy={busy} aria-describedby="trips-summary">
      <thead>
        <tr>
          <th scope="col">Departs</th>
          <th scope="col">Route</th>
          <th scope="col">Arrives</th>
          <th scope="col">Bus</th>
          <th scope="col">Conductor</th>
          <th scope="col">Seats taken</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody inert={busy}>
        {trips.map((trip) => (
          <tr key={trip.id} className="trips-table__row" data-status={trip.status}>
            <th scope="row" className="trips-table__time">
              {timeIn(trip.departure, zone, trip.serviceDate)}
            </th>
            <td className="trips-table__route">
              <RoutePill route={trip.route} />{' '}
              <span>to {trip.headsign ?? trip.route.longName}</span>
            </td>
            <td data-label="Arrives">{timeIn(trip.arrival, zone, trip.serviceDate)}</td>
            <td data-label="Bus" className="trips-table__bus">
              {trip.bus?.registration ?? <span className="timetable-muted">None</span>}
            </td>
            <td data-label="Conductor">
              {trip.conductor?.name ?? <span className="timetable-muted">None</span>}
            </td>
            <td data-label="Seats taken">{trip.seatsTaken}</td>
            <td data-label="Status">
              <TripStatusPill status={trip.status} />
            </td>
            <td className="trips-table__actions">
              <TripActions trip={trip} zone={zone} onResult={onResult} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
