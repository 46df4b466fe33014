import { useLocation } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/lists/empty-state.tsx';
import { FilterBar } from '#client/components/ui/lists/filter-bar.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useBuses } from '#client/features/fleet/buses/api/get-buses.ts';
import { BusesTable } from '#client/features/fleet/buses/components/buses-table.tsx';
import { BUS_FILTERS } from '#client/features/fleet/buses/utils/bus-filters.ts';
import {
  busesViewParams,
  hasBusFilters,
  readBusesView,
  withBusFilter,
  withBusSort,
} from '#client/features/fleet/buses/utils/buses-search-params.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { useQueryView } from '#client/lib/routing/use-query-view.ts';
import { paths } from '#client/lib/routing/paths.ts';

const ADD_BUS = <ButtonLink to={paths.adminAddBus}>Add a bus</ButtonLink>;

/** `/adminbuses` (admins): the fleet, searched, filtered, sorted and paged by the server. */
export function AdminBusesScreen() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { view, show, clear } = useQueryView(readBusesView, busesViewParams);
  const buses = useBuses(view);
  const timeZone = useConfig().data?.timezone;
  return (
    <Screen
      title="Fleet"
      lead="Every bus: its seat layout, status and next trip."
      actions={
        <>
          <ButtonLink to={paths.adminLayouts} variant="secondary">
            Seat layouts
          </ButtonLink>
          {ADD_BUS}
        </>
      }
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <FilterBar
        label="Buses"
        search={{ label: 'Search buses', placeholder: 'Registration or name', value: view.q ?? '' }}
        filters={BUS_FILTERS}
        values={view}
        onFilter={(key, value) => show(withBusFilter(view, key, value))}
        onClear={clear}
      />
      <PagedList
        query={buses}
        loading="Loading buses"
        rows={(data) => data.buses}
        nouns={['bus', 'buses']}
        onPage={(page) => show({ ...view, page })}
        empty={() => (
          <ListEmpty
            page={view.page}
            onFirstPage={() => show({ ...view, page: 1 })}
            filtered={hasBusFilters(view)}
            noMatch="No buses match — clear the filters to see the whole fleet."
            onClear={clear}
          >
            <EmptyState text="No buses yet. Add the first one; it needs a seat layout.">
              {ADD_BUS}
            </EmptyState>
          </ListEmpty>
        )}
      >
        {(rows, busy) => (
          <BusesTable
            buses={rows}
            view={view}
            busy={busy}
            timeZone={timeZone}
            onSort={(sort) => show(withBusSort(view, sort))}
          />
        )}
      </PagedList>
    </Screen>
  );
}
