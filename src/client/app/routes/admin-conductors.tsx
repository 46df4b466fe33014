import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { DataList, PageSummary } from '#client/components/ui/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/empty-state.tsx';
import { FilterBar } from '#client/components/ui/filter-bar.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { useConductors } from '#client/features/conductors/api/get-conductors.ts';
import { ConductorsTable } from '#client/features/conductors/components/conductors-table.tsx';
import { CONDUCTOR_FILTERS } from '#client/features/conductors/utils/conductor-filters.ts';
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

/** `/admin-conductor` (admins): conductors with their bus and today's trips. */
export function AdminConductorsScreen() {
  const [params, setParams] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const view = readConductorsView(params);
  const conductors = useConductors(view);
  const timeZone = useConfig().data?.timezone;
  const show = (next: ConductorsView) => setParams(conductorsViewParams(next));
  const clear = () => setParams(new URLSearchParams());

  return (
    <Screen
      title="Conductors"
      lead="Who runs the trips: their bus, contact details and today's trips."
      actions={<ButtonLink to={paths.adminConductorRegistration}>Register a conductor</ButtonLink>}
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <FilterBar
        label="Conductors"
        search={{
          label: 'Search conductors',
          placeholder: 'Name, email, employee number or phone',
          value: view.q ?? '',
          onSearch: (q) => show(withConductorFilter(view, 'q', q)),
        }}
        filters={CONDUCTOR_FILTERS}
        values={view}
        onFilter={(key, value) => show(withConductorFilter(view, key, value))}
        onClear={clear}
      />
      <DataList
        query={conductors}
        loading="Loading conductors"
        isEmpty={(data) => data.conductors.length === 0}
        empty={() => (
          // A page past the end reads as filtered here: clearing goes back to everyone.
          <ListEmpty
            filtered={hasConductorFilters(view) || view.page > 1}
            noMatch="No conductors match — clear the filters to see everyone."
            onClear={clear}
          >
            <EmptyState text="No conductors yet. Register the first one; they get an invitation by email.">
              <ButtonLink to={paths.adminConductorRegistration}>Register a conductor</ButtonLink>
            </EmptyState>
          </ListEmpty>
        )}
      >
        {(data, busy) => (
          <>
            <PageSummary
              id="conductors-summary"
              list={data}
              shown={data.conductors.length}
              nouns={['conductor', 'conductors']}
            />
            <ConductorsTable
              conductors={data.conductors}
              view={view}
              busy={busy}
              timeZone={timeZone}
              onSort={(sort) => show(withConductorSort(view, sort))}
            />
            <Pagination
              page={view.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => show({ ...view, page })}
            />
          </>
        )}
      </DataList>
    </Screen>
  );
}
