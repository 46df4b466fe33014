import type { DrivenTrip } from '#shared/simulation/simulation.ts';
import { DataTable } from '#client/components/ui/lists/data-table.tsx';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { delayWords, phaseWords } from '../simulation-words.ts';

const COLUMNS = ['Route', 'Headsign', 'State', 'Delay', 'Fixes sent', 'Refused'].map((label) => ({
  label,
}));

/** The trips the simulation drives now, one row each (a card on narrow screens). */
export function DrivenTrips({ trips }: { trips: DrivenTrip[] }) {
  const zone = useOperatorZone() ?? undefined;
  return (
    <DataTable columns={COLUMNS} busy={false} summaryId="sim-trips-summary" className="sim-table">
      {trips.map((trip) => (
        <tr key={trip.tripId} className="data-table__row" data-phase={trip.phase}>
          <th scope="row" className="data-table__name">
            <span className="sim-table__swatch" style={{ background: trip.routeColour }} />
            {trip.routeName}
          </th>
          <td data-label="Headsign">{trip.headsign ?? '—'}</td>
          <td data-label="State">{phaseWords(trip, zone)}</td>
          <td data-label="Delay">{delayWords(trip.delaySeconds)}</td>
          <td data-label="Fixes sent">{trip.fixesSent.toLocaleString('en-GB')}</td>
          <td data-label="Refused" className={trip.refusals ? 'sim-table__refused' : undefined}>
            {trip.refusals}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
