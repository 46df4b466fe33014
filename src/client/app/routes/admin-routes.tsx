import { Link, useLocation, useSearchParams } from 'react-router';
import type { RouteDetail } from '#shared/network.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { RouteEditor } from '#client/features/network/components/route-editor.tsx';
import { RoutesList } from '#client/features/network/components/routes-list.tsx';
import {
  listViewParams,
  readListView,
  type ListView,
} from '#client/features/network/utils/list-params.ts';
import { paths } from '#client/lib/paths.ts';

const OPEN = 'route';

/** `/adminroutes` (admins): routes with their maps; `?route=<id>` or `?route=new` opens the editor. */
export function AdminRoutesScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const view = readListView(params, OPEN);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const show = (next: ListView, text?: string) =>
    setParams(listViewParams(next, OPEN), text ? { state: { notice: text } } : undefined);
  const hrefOf = (open: string) =>
    `${paths.adminRoutes}?${listViewParams({ ...view, open }, OPEN)}`;

  const saved = (route: RouteDetail, created: boolean) =>
    show(
      { ...view, open: route.id },
      created
        ? `Route ${route.shortName} was added. Set its fare below.`
        : `Route ${route.shortName} was saved.`,
    );

  return (
    <Screen
      title="Routes"
      lead="Lines through stops, their paths on the map, and their fares."
      actions={view.open ? undefined : <ButtonLink to={hrefOf('new')}>Add a route</ButtonLink>}
    >
      {view.open && (
        <p className="network-back">
          <Link to={`${paths.adminRoutes}?${listViewParams({ ...view, open: null }, OPEN)}`}>
            ← All routes
          </Link>
        </p>
      )}
      <div aria-live="polite" className="network-result">
        {notice && (
          <Notice tone="success" live={false}>
            {notice}
          </Notice>
        )}
      </div>
      {view.open ? (
        <RouteEditor key={view.open} id={view.open} onSaved={saved} />
      ) : (
        <RoutesList view={view} onView={(next) => show(next)} hrefOf={hrefOf} />
      )}
    </Screen>
  );
}
