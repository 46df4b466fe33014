import type { RouteDetail } from '#shared/network/network.ts';
import { Card } from '#client/components/ui/layout/card.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';
import { useRoute } from '../../api/get-route.ts';
import { formatDistance } from '../../utils/list-params.ts';
import { FareForm } from '../fares/fare-form.tsx';
import { RouteBadge } from './route-badge.tsx';
import { RouteForm } from './route-form.tsx';

type OnSaved = (route: RouteDetail, created: boolean) => void;

function ExistingRoute({ id, onSaved }: { id: string; onSaved: OnSaved }) {
  const route = useRoute(id);
  const config = useConfig();
  if (route.isPending) return <Wave label="Loading the route" />;
  if (route.isError)
    return (
      <ErrorState
        error={route.error}
        onRetry={() => void route.refetch()}
        notFound={{
          text: 'No route has this link. It may have been deleted, or the link is incomplete.',
          to: paths.adminRoutes,
          label: 'Go to the routes',
        }}
      />
    );
  const r = route.data;
  return (
    <>
      <Card aria-labelledby="route-heading">
        <h2 id="route-heading" className="route-editor__heading">
          <RouteBadge shortName={r.shortName} colour={r.colour} textColour={r.textColour} />{' '}
          {r.longName}
        </h2>
        <p className="route-editor__facts">
          {r.stopCount} stops · {formatDistance(r.lengthM)} · {r.active ? 'Active' : 'Inactive'} ·{' '}
          {r.shapeKind === 'straight'
            ? 'Straight lines between stops'
            : r.gtfsId
              ? 'Path from the GTFS feed'
              : 'Drawn path'}
        </p>
        <RouteForm key={r.id} route={r} onSaved={onSaved} />
      </Card>
      <Card>
        <FareForm
          key={r.id}
          route={r}
          currency={config.data?.currency ?? r.fare?.currency ?? 'EUR'}
        />
      </Card>
    </>
  );
}

/** The editor for one route and its fare, or for a new route (`id` 'new'; the fare comes after). */
export function RouteEditor({ id, onSaved }: { id: string; onSaved: OnSaved }) {
  if (id !== 'new') return <ExistingRoute id={id} onSaved={onSaved} />;
  return (
    <Card aria-labelledby="route-heading">
      <h2 id="route-heading">New route</h2>
      <p className="route-editor__facts">
        Name it, pick its colour and add its stops in order. Its fare comes once it is saved.
      </p>
      <RouteForm route={null} onSaved={onSaved} />
    </Card>
  );
}
