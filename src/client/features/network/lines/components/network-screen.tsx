import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { ResultNotice } from '#client/components/ui/lists/result-notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { listViewParams, readListView, type ListView } from '../utils/list-params.ts';
import type { NetworkListProps } from './network-list.tsx';
import './network-lists.css';

/** What the editor of one stop or route is given: what is open, and a way back with a notice. */
export interface NetworkEditorProps {
  open: string;
  show: (next: ListView, notice?: string) => void;
  view: ListView;
}

/**
 * A network screen (`/adminstops`, `/adminroutes`): the list, or with `?stop=` / `?route=` (an id
 * or "new") the editor, and the notice of what the editor last did.
 */
export function NetworkScreen({
  openKey,
  path,
  title,
  lead,
  addLabel,
  backLabel,
  list,
  editor,
}: {
  openKey: 'stop' | 'route';
  path: string;
  title: string;
  lead: string;
  addLabel: string;
  backLabel: string;
  list: (props: NetworkListProps) => ReactNode;
  editor: (props: NetworkEditorProps) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const view = readListView(params, openKey);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const show = (next: ListView, text?: string) =>
    setParams(listViewParams(next, openKey), text ? { state: { notice: text } } : undefined);
  const hrefOf = (open: string | null) => `${path}?${listViewParams({ ...view, open }, openKey)}`;

  return (
    <Screen
      title={title}
      lead={lead}
      actions={view.open ? undefined : <ButtonLink to={hrefOf('new')}>{addLabel}</ButtonLink>}
    >
      {view.open && (
        <p className="network-back">
          <Link to={hrefOf(null)}>← {backLabel}</Link>
        </p>
      )}
      <ResultNotice result={notice ? { tone: 'success', text: notice } : null} />
      {view.open
        ? editor({ open: view.open, show, view })
        : list({ view, onView: (next) => show(next), hrefOf })}
    </Screen>
  );
}
