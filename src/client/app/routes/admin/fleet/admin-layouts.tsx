import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { DataList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useLayout } from '#client/features/fleet/layouts/api/get-layout.ts';
import { useLayouts } from '#client/features/fleet/layouts/api/get-layouts.ts';
import { LayoutEditor } from '#client/features/fleet/layouts/components/layout-editor.tsx';
import {
  LayoutsTable,
  type LayoutResult,
} from '#client/features/fleet/layouts/components/layouts-table.tsx';
import { paths } from '#client/lib/routing/paths.ts';

function LayoutList({
  result,
  onResult,
}: {
  result: LayoutResult | null;
  onResult: (result: LayoutResult) => void;
}) {
  const layouts = useLayouts();
  return (
    <>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <DataList
        query={layouts}
        loading="Loading seat layouts"
        isEmpty={(data) => data.layouts.length === 0}
        empty={() => (
          <EmptyState text="No seat layouts yet. Make one from a template; buses need one.">
            <ButtonLink to={`${paths.adminLayouts}?layout=new`}>New layout</ButtonLink>
          </EmptyState>
        )}
      >
        {(data) => <LayoutsTable layouts={data.layouts} onResult={onResult} />}
      </DataList>
    </>
  );
}

function EditLayout({
  id,
  onSaved,
}: {
  id: string | null;
  onSaved: (result: LayoutResult) => void;
}) {
  const layout = useLayout(id);
  const done = (name: string) => onSaved({ tone: 'success', text: `${name} was saved.` });
  if (id === null) return <LayoutEditor onSaved={(saved) => done(saved.name)} />;
  if (layout.isPending) return <Wave label="Loading the layout" />;
  if (layout.isError)
    return (
      <ErrorState
        error={layout.error}
        onRetry={() => void layout.refetch()}
        notFound={{
          text: 'No seat layout has this link. It may have been deleted, or the link is incomplete.',
          to: paths.adminLayouts,
          label: 'Go to the seat layouts',
        }}
      />
    );
  return (
    <LayoutEditor
      key={layout.data.layout.id}
      layout={layout.data.layout}
      onSaved={(saved) => done(saved.name)}
    />
  );
}

/** `/adminlayouts` (admins): the seat layouts; `?layout=new` or `?layout=<id>` opens the editor. */
export function AdminLayoutsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<LayoutResult | null>(null);
  const editing = params.get('layout');
  if (editing === null) {
    return (
      <Screen
        title="Seat layouts"
        lead="Decks of seats, berths, aisles and doors that buses are built with."
        actions={
          <>
            <ButtonLink to={paths.adminBuses} variant="secondary">
              Fleet
            </ButtonLink>
            <ButtonLink to={`${paths.adminLayouts}?layout=new`}>New layout</ButtonLink>
          </>
        }
      >
        <LayoutList result={result} onResult={setResult} />
      </Screen>
    );
  }
  return (
    <Screen
      title={editing === 'new' ? 'New seat layout' : 'Edit seat layout'}
      lead="Choose cells on the map to change them. Passengers pick seats on this same map."
    >
      <EditLayout
        id={editing === 'new' ? null : editing}
        onSaved={(saved) => {
          setResult(saved);
          void navigate(paths.adminLayouts);
        }}
      />
      <p>
        <Link to={paths.adminLayouts}>Back to the seat layouts</Link>
      </p>
    </Screen>
  );
}
