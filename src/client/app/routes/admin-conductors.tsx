import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { useConductors } from '#client/features/conductors/api/get-conductors.ts';
import { ConductorsFilters } from '#client/features/conductors/components/conductors-filters.tsx';
import { ConductorsTable } from '#client/features/conductors/components/conductors-table.tsx';
import {
  conductorsViewParams,
  hasConductorFilters,
  readConductorsView,
  withConductorFilter,
  withConductorSort,
  type ConductorsView,
} from '#client/features/conductors/utils/conductors-search-params.ts';
import { useConfig } from '#client/lib/public-config.ts';
import { paths } from '#client/lib/paths.ts';

function Empty({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="conductor-empty">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** `/admin-conductor` (admins): conductors with their bus and today's trips. */
export function AdminConductorsScreen() {
  const [params, setParams] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const view = readConductorsView(params);
  const conductors = useConductors(view);
  const timeZone = useConfig().data?.timezone;
  const [clearCount, setClearCount] = useState(0);
  const show = (next: ConductorsView) => setParams(conductorsViewParams(next));
  const clear = () => {
    setClearCount((count) => count + 1);
    setParams(new URLSearchParams());
  };

  let body;
  if (conductors.isPending) body = <Wave label="Loading conductors" />;
  else if (conductors.isError)
    body = <ErrorState error={conductors.error} onRetry={() => void conductors.refetch()} />;
  else if (conductors.data.conductors.length === 0 && (hasConductorFilters(view) || view.page > 1))
    body = (
      <Empty text="No conductors match — clear the filters to see everyone.">
        <Button variant="secondary" onClick={clear}>
          Clear the filters
        </Button>
      </Empty>
    );
  else if (conductors.data.conductors.length === 0)
    body = (
      <Empty text="No conductors yet. Register the first one; they get an invitation by email.">
        <ButtonLink to={paths.adminConductorRegistration}>Register a conductor</ButtonLink>
      </Empty>
    );
  else {
    const { total, page, pageSize } = conductors.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <>
        <p id="conductors-summary" className="conductor-summary">
          {total === 1 ? '1 conductor' : `${total} conductors`}; showing {first}–
          {first + conductors.data.conductors.length - 1}.
        </p>
        <ConductorsTable
          conductors={conductors.data.conductors}
          view={view}
          busy={conductors.isPlaceholderData}
          timeZone={timeZone}
          onSort={(sort) => show(withConductorSort(view, sort))}
        />
        <Pagination
          page={view.page}
          pageSize={pageSize}
          total={total}
          onPage={(next) => show({ ...view, page: next })}
        />
      </>
    );
  }

  return (
    <Screen
      title="Conductors"
      lead="Who runs the trips: their bus, contact details and today's trips."
      actions={<ButtonLink to={paths.adminConductorRegistration}>Register a conductor</ButtonLink>}
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <ConductorsFilters
        view={view}
        clearCount={clearCount}
        onChange={(key, value) => show(withConductorFilter(view, key, value))}
        onClear={clear}
      />
      {body}
    </Screen>
  );
}
