import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { useTimetableOptions } from '../../api/get-timetable-options.ts';
import { useTrips, type TripsView } from '../../api/get-trips.ts';
import { formatDate } from '../../utils/timetable-format.ts';
import type { TripResult } from './trip-actions.tsx';
import { TripsFilters } from './trips-filters.tsx';
import { TripsTable } from './trips-table.tsx';
import '../timetable.css';

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
      <PagedList
        query={trips}
        loading="Loading trips"
        rows={(data) => data.trips}
        nouns={['trip', 'trips']}
        summary={(data) => (
          <p id="trips-summary" className="list-summary">
            {data.total === 1 ? '1 trip' : `${data.total} trips`} on {formatDate(data.date)}; times
            in {data.timezone}.
          </p>
        )}
        hideSingle
        pagesLabel="Trip pages"
        onPage={(page) => onView({ ...view, page })}
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
        {(rows, busy) => (
          <TripsTable
            trips={rows}
            zone={trips.data?.timezone ?? ''}
            busy={busy}
            onResult={onResult}
          />
        )}
      </PagedList>
    </>
  );
}
