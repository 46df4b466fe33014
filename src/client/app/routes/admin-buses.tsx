import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { useBuses } from '#client/features/fleet/api/get-buses.ts';
import { BusesFilters } from '#client/features/fleet/components/buses-filters.tsx';
import { BusesTable } from '#client/features/fleet/components/buses-table.tsx';
import { FleetEmpty } from '#client/features/fleet/components/fleet-empty.tsx';
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
  const [clearCount, setClearCount] = useState(0);
  const show = (next: BusesView) => setParams(busesViewParams(next));
  const clear = () => {
    setClearCount((count) => count + 1);
    setParams(new URLSearchParams());
  };

  let body;
  if (buses.isPending) body = <Wave label="Loading buses" />;
  else if (buses.isError)
    body = <ErrorState error={buses.error} onRetry={() => void buses.refetch()} />;
  else if (buses.data.buses.length === 0 && view.page > 1)
    body = (
      <FleetEmpty text="This page is empty now.">
        <Button variant="secondary" onClick={() => show({ ...view, page: 1 })}>
          Go to the first page
        </Button>
      </FleetEmpty>
    );
  else if (buses.data.buses.length === 0)
    body = hasBusFilters(view) ? (
      <FleetEmpty text="No buses match — clear the filters to see the whole fleet.">
        <Button variant="secondary" onClick={clear}>
          Clear the filters
        </Button>
      </FleetEmpty>
    ) : (
      <FleetEmpty text="No buses yet. Add the first one; it needs a seat layout.">
        <ButtonLink to={paths.adminAddBus}>Add a bus</ButtonLink>
      </FleetEmpty>
    );
  else {
    const { total, page, pageSize } = buses.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <>
        <p id="buses-summary" className="fleet-summary">
          {total === 1 ? '1 bus' : `${total} buses`}; showing {first}–
          {first + buses.data.buses.length - 1}.
        </p>
        <BusesTable
          buses={buses.data.buses}
          view={view}
          busy={buses.isPlaceholderData}
          timeZone={timeZone}
          onSort={(sort) => show(withBusSort(view, sort))}
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
      <BusesFilters
        view={view}
        clearCount={clearCount}
        onChange={(key, value) => show(withBusFilter(view, key, value))}
        onClear={clear}
      />
      {body}
    </Screen>
  );
}
