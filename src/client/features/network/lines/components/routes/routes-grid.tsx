import { Link } from 'react-router';
import type { RouteSummary } from '#shared/network/network.ts';
import { RouteMap } from '#client/components/route-map/route-map.tsx';
import { formatDistance } from '../../utils/list-params.ts';
import { RouteBadge } from './route-badge.tsx';
import './routes-grid.css';

const FARE_WORDS = { 'per-km': 'Fare per km', table: 'Fare table' } as const;

function RouteCard({ route, href }: { route: RouteSummary; href: string }) {
  const ends =
    route.firstStop && route.lastStop ? `${route.firstStop} → ${route.lastStop}` : 'No stops yet';
  // The thumbnail marks the ends of the path.
  const first = route.preview[0];
  const last = route.preview.at(-1);
  const stops =
    first && last && route.preview.length >= 2
      ? [
          { name: route.firstStop ?? '', lng: first[0], lat: first[1] },
          { name: route.lastStop ?? '', lng: last[0], lat: last[1] },
        ]
      : [];
  return (
    <li className="route-card">
      {stops.length === 0 ? (
        <p className="route-card__no-map">No stops yet</p>
      ) : (
        <RouteMap
          variant="thumbnail"
          title={`Map of route ${route.shortName}`}
          description={`${ends}, ${route.stopCount} stops, ${formatDistance(route.lengthM)}.`}
          stops={stops}
          line={route.preview}
          colour={route.colour}
        />
      )}
      <div className="route-card__text">
        <h3 className="route-card__title">
          <Link to={href} className="route-card__link">
            <RouteBadge
              shortName={route.shortName}
              colour={route.colour}
              textColour={route.textColour}
            />{' '}
            <span>{route.longName || ends}</span>
          </Link>
        </h3>
        <p className="route-card__facts">
          {route.stopCount} stops · {formatDistance(route.lengthM)}
          {route.longName && route.firstStop && !route.longName.includes(route.firstStop)
            ? ` · ${ends}`
            : ''}
        </p>
        <p className="route-card__tags">
          <span className={`route-card__tag route-card__tag--${route.active ? 'on' : 'off'}`}>
            {route.active ? 'Active' : 'Inactive'}
          </span>
          <span className={`route-card__tag route-card__tag--${route.fareKind ? 'on' : 'off'}`}>
            {route.fareKind ? FARE_WORDS[route.fareKind] : 'No fare'}
          </span>
        </p>
      </div>
    </li>
  );
}

/** Routes as cards, each with a thumbnail map; the whole card opens the route. */
export function RoutesGrid({
  routes,
  busy,
  hrefOf,
}: {
  routes: RouteSummary[];
  busy: boolean;
  hrefOf: (id: string) => string;
}) {
  return (
    <ul className="routes-grid" aria-busy={busy} aria-describedby="routes-summary">
      {routes.map((route) => (
        <RouteCard key={route.id} route={route} href={hrefOf(route.id)} />
      ))}
    </ul>
  );
}
