import { Link, useLocation, useSearchParams } from 'react-router';
import type { Stop } from '#shared/network.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { StopEditor } from '#client/features/network/components/stop-editor.tsx';
import { StopsList } from '#client/features/network/components/stops-list.tsx';
import {
  listViewParams,
  readListView,
  type ListView,
} from '#client/features/network/utils/list-params.ts';
import { paths } from '#client/lib/paths.ts';

const OPEN = 'stop';

/** `/adminstops` (admins): the stops, searched and paged; `?stop=<id>` or `?stop=new` opens the editor. */
export function AdminStopsScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const view = readListView(params, OPEN);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const show = (next: ListView, text?: string) =>
    setParams(listViewParams(next, OPEN), text ? { state: { notice: text } } : undefined);
  const hrefOf = (open: string) => `${paths.adminStops}?${listViewParams({ ...view, open }, OPEN)}`;

  const saved = (stop: Stop, created: boolean) =>
    show(
      { ...view, open: stop.id },
      created ? `${stop.name} was added.` : `${stop.name} was saved.`,
    );
  const deleted = (stop: Stop) => show({ ...view, open: null }, `${stop.name} was deleted.`);

  return (
    <Screen
      title="Stops"
      lead="Where buses call: names, codes and places on the map."
      actions={view.open ? undefined : <ButtonLink to={hrefOf('new')}>Add a stop</ButtonLink>}
    >
      {view.open && (
        <p className="network-back">
          <Link to={`${paths.adminStops}?${listViewParams({ ...view, open: null }, OPEN)}`}>
            ← All stops
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
        <StopEditor key={view.open} id={view.open} onSaved={saved} onDeleted={deleted} />
      ) : (
        <StopsList view={view} onView={(next) => show(next)} hrefOf={hrefOf} />
      )}
    </Screen>
  );
}
