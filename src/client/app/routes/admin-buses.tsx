import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { DataList, PageSummary } from '#client/components/ui/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/empty-state.tsx';
import { FilterBar } from '#client/components/ui/filter-bar.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { useBuses } from '#client/features/fleet/api/get-buses.ts';
import { BusesTable } from '#client/features/fleet/components/buses-table.tsx';
import { BUS_FILTERS } from '#client/features/fleet/utils/bus-filters.ts';
import {
  busesViewParams,
  hasBusFilters,
  readBusesView,
  withBusFilter,
  withBusSort,
  type BusesView,
} from '#client/features/fleet/utils/buses-search-params.ts';
import { useConfig } from '#client/lib/public-config.ts';
import { paths } from '#client/lib/paths.ts';

/** `/adminbuses` (admins): the fleet, searched, filtered, sorted and paged by the server. */
export function AdminBusesScreen() {
  const [params, setParams] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const view = readBusesView(params);
  const buses = useBuses(view);
  const timeZone = useConfig().data?.timezone;
  const show = (next: BusesView) => setParams(busesViewParams(next));
  const clear = () => setParams(new URLSearchParams());

  return (
    <Screen
      title="Fleet"
      lead="Every bus: its seat layout, status and next trip."
      actions={
        <>
          <ButtonLink to={paths.adminLayouts} variant="secondary">
            Seat layouts
          </ButtonLink>
          <ButtonLink to={paths.adminAddBus}>Add a bus</ButtonLink>
        </>
      }
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      <FilterBar
        label="Buses"
        search={{
          label: 'Search buses',
          placeholder: 'Registration or name',
          value: view.q ?? '',
          onSearch: (q) => show(withBusFilter(view, 'q', q)),
        }}
        filters={BUS_FILTERS}
        values={view}
        onFilter={(key, value) => show(withBusFilter(view, key, value))}
        onClear={clear}
      />
      <DataList
        query={buses}
        loading="Loading buses"
        isEmpty={(data) => data.buses.length === 0}
        empty={() => (
          <ListEmpty
            page={view.page}
            onFirstPage={() => show({ ...view, page: 1 })}
            filtered={hasBusFilters(view)}
            noMatch="No buses match — clear the filters to see the whole fleet."
            onClear={clear}
          >
            <EmptyState text="No buses yet. Add the first one; it needs a seat layout.">
              <ButtonLink to={paths.adminAddBus}>Add a bus</ButtonLink>
            </EmptyState>
          </ListEmpty>
        )}
      >
        {(data, busy) => (
          <>
            <PageSummary
              id="buses-summary"
              list={data}
              shown={data.buses.length}
              nouns={['bus', 'buses']}
            />
            <BusesTable
              buses={data.buses}
              view={view}
              busy={busy}
              timeZone={timeZone}
              onSort={(sort) => show(withBusSort(view, sort))}
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
