import type { Stop, StopList } from '#shared/network/network.ts';
import { useStops } from '../../api/get-stops.ts';
import { NetworkList, type NetworkListKind, type NetworkListProps } from '../network-list.tsx';
import { StopsTable } from './stops-table.tsx';

/** The stops: search, the page of results in its four states, and paging. */
export function StopsList({ view, onView, hrefOf }: NetworkListProps) {
  const kind: NetworkListKind<StopList, Stop> = {
    nouns: ['stop', 'stops'],
    search: { label: 'Search stops', placeholder: 'Name or code' },
    noMatch: 'No stop’s name or code holds',
    none: 'No stops yet. Add the first one, or import a GTFS feed.',
    addLabel: 'Add a stop',
    rows: (data) => data.stops,
    render: (stops, busy) => <StopsTable stops={stops} busy={busy} linkTo={hrefOf} />,
  };
  return (
    <NetworkList kind={kind} query={useStops(view)} view={view} onView={onView} hrefOf={hrefOf} />
  );
}
