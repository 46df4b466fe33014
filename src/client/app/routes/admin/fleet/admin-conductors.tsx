import { useLocation } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/lists/empty-state.tsx';
import { FilterBar } from '#client/components/ui/lists/filter-bar.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useConductors } from '#client/features/fleet/conductors/api/get-conductors.ts';
import { ConductorsTable } from '#client/features/fleet/conductors/components/conductors-table.tsx';
import { CONDUCTOR_FILTERS } from '#client/features/fleet/conductors/utils/conductor-filters.ts';
import {
  conductorsViewParams,
  hasConductorFilters,
  readConductorsView,
  withConductorFilter,
  withConductorSort,
} from '#client/features/fleet/conductors/utils/conductors-search-params.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { useQueryView } from '#client/lib/routing/use-query-view.ts';
import { paths } from '#client/lib/routing/paths.ts';

const REGISTER = (
  <ButtonLink to={paths.adminConductorRegistration}>Register a conductor</ButtonLink>
);

/** `/admin-conductor` (admins): conductors with their bus and today's trips. */
export function AdminConductorsScreen() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { view, show, clear } = useQueryView(readConductorsView, conductorsViewParams);
  const conductors = useConductors(view);
  const timeZone = useConfig().data?.timezone;
  return (
    <Screen
      title="Conductors"
      lead="Who runs the trips: their bus, contact details and today's trips."
      actions={REGISTER}
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <FilterBar
        label="Conductors"
        search={{
          label: 'Search conductors',
          placeholder: 'Name, email, employee number or phone',
          value: view.q ?? '',
        }}
        filters={CONDUCTOR_FILTERS}
        values={view}
        onFilter={(key, value) => show(withConductorFilter(view, key, value))}
        onClear={clear}
      />
      <PagedList
        query={conductors}
        loading="Loading conductors"
        rows={(data) => data.conductors}
        nouns={['conductor', 'conductors']}
        onPage={(page) => show({ ...view, page })}
        empty={() => (
          // A page past the end reads as filtered here: clearing goes back to everyone.
          <ListEmpty
            filtered={hasConductorFilters(view) || view.page > 1}
            noMatch="No conductors match — clear the filters to see everyone."
            onClear={clear}
          >
            <EmptyState text="No conductors yet. Register the first one; they get an invitation by email.">
              {REGISTER}
            </EmptyState>
          </ListEmpty>
        )}
      >
        {(rows, busy) => (
          <ConductorsTable
            conductors={rows}
            view={view}
            busy={busy}
            timeZone={timeZone}
            onSort={(sort) => show(withConductorSort(view, sort))}
          />
        )}
      </PagedList>
    </Screen>
  );
}
