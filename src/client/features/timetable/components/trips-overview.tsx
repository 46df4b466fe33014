import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { DataList } from '#client/components/ui/data-list.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { useTimetableOptions } from '../api/get-timetable-options.ts';
import { useTrips, type TripsView } from '../api/get-trips.ts';
import { formatDate } from '../utils/timetable-format.ts';
import type { TripResult } from './trip-actions.tsx';
import { TripsFilters } from './trips-filters.tsx';
import { TripsTable } from './trips-table.tsx';
import './timetable.css';

/** The day picker and filters, and that day's trips in their four states. */
export function TripsOverview({
  view,
  onView,
  schedulesHref,
  onResult,
}: {
  view: TripsView;
  onView: (view: TripsView) => void;
  schedulesHref: string;
  onResult: (result: TripResult) => void;
}) {
  const trips = useTrips(view);
  const today = useTimetableOptions().data?.today;
  const date = view.date ?? trips.data?.date ?? today ?? '';
  const onRoute = view.route ? ' on this route' : '';
  return (
    <>
      {date && <TripsFilters view={view} date={date} today={today} onView={onView} />}
      <DataList
        query={trips}
        loading="Loading trips"
        isEmpty={(data) => data.trips.length === 0}
        empty={(data) => (
          <EmptyState
            text={`No ${view.status ? `${view.status} ` : ''}trips on ${formatDate(data.date)}${onRoute}. Trips are rolled out from schedules 60 days ahead: add a schedule, or run the roll-out.`}
          >
            <ButtonLink to={schedulesHref} variant="secondary">
              Go to schedules
            </ButtonLink>
          </EmptyState>
        )}
      >
        {(data, busy) => (
          <>
            <p id="trips-summary" className="list-summary">
              {data.total === 1 ? '1 trip' : `${data.total} trips`} on {formatDate(data.date)};
              times in {data.timezone}.
            </p>
            <TripsTable trips={data.trips} zone={data.timezone} busy={busy} onResult={onResult} />
            <Pagination
              hideSingle
              label="Trip pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => onView({ ...view, page })}
            />
          </>
        )}
      </DataList>
    </>
  );
}
