import type { RouteSummary, RouteList } from '#shared/network/network.ts';
import { useRoutes } from '../../api/get-routes.ts';
import { NetworkList, type NetworkListKind, type NetworkListProps } from '../network-list.tsx';
import { RoutesGrid } from './routes-grid.tsx';

/** The routes: search, the page of cards in its four states, and paging. */
export function RoutesList({ view, onView, hrefOf }: NetworkListProps) {
  const kind: NetworkListKind<RouteList, RouteSummary> = {
    nouns: ['route', 'routes'],
    search: { label: 'Search routes', placeholder: 'Short or long name' },
    noMatch: 'No route’s name holds',
    none: 'No routes yet. Add stops first, then a route through them — or import a GTFS feed.',
    addLabel: 'Add a route',
    rows: (data) => data.routes,
    render: (routes, busy) => <RoutesGrid routes={routes} busy={busy} hrefOf={hrefOf} />,
  };
  return (
    <NetworkList kind={kind} query={useRoutes(view)} view={view} onView={onView} hrefOf={hrefOf} />
  );
}
