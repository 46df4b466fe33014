import { Link } from 'react-router';
import type { AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { timeIn } from '../../utils/timetable-format.ts';
import { DataTable } from '#client/components/ui/lists/data-table.tsx';
import { RoutePill } from '../route-pill.tsx';
import { TripActions, type TripResult } from './trip-actions.tsx';
import { TripStatusPill } from './trip-status.tsx';
import './trips-table.css';

const COLUMNS = [
  ...['Departs', 'Route', 'Arrives', 'Bus', 'Conductor', 'Seats taken', 'Status'].map((label) => ({
    label,
  })),
  { label: 'Actions', hidden: true },
];

/**
 * A day's trips as a table; below 60rem each trip is a card (see trips-table.css). While another day loads
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
    <DataTable
      columns={COLUMNS}
      busy={busy}
      inertWhileBusy
      summaryId="trips-summary"
      className="trips-table"
    >
      {trips.map((trip) => (
        <tr key={trip.id} className="data-table__row trips-table__row" data-status={trip.status}>
          <th scope="row" className="data-table__name trips-table__time">
            {timeIn(trip.departure, zone, trip.serviceDate)}
          </th>
          <td className="trips-table__route">
            <RoutePill route={trip.route} /> <span>to {trip.headsign ?? trip.route.longName}</span>
          </td>
          <td data-label="Arrives">{timeIn(trip.arrival, zone, trip.serviceDate)}</td>
          <td data-label="Bus" className="trips-table__bus">
            {trip.bus?.registration ?? <span className="data-table__muted">None</span>}
          </td>
          <td data-label="Conductor">
            {trip.conductor?.name ?? <span className="data-table__muted">None</span>}
          </td>
          <td data-label="Seats taken">{trip.seatsTaken}</td>
          <td data-label="Status">
            <TripStatusPill
              status={trip.status}
              tracking={trip.tracking}
              departed={!trip.changeable}
            />
          </td>
          <td className="data-table__actions trips-table__actions">
            <Link to={`${paths.adminTripManifest}?trip=${trip.id}`}>
              Passengers
              <span className="visually-hidden">
                {' '}
                of {trip.route.shortName} {timeIn(trip.departure, zone)}
              </span>
            </Link>{' '}
            <TripActions trip={trip} zone={zone} onResult={onResult} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
