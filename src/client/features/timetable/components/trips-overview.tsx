import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { useTimetableOptions } from '../api/get-timetable-options.ts';
import { useTrips, type TripsView } from '../api/get-trips.ts';
import { formatDate } from '../utils/timetable-format.ts';
import { Pager } from './pager.tsx';
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

  let body;
  if (trips.isPending) body = <Wave label="Loading trips" />;
  else if (trips.isError)
    body = <ErrorState error={trips.error} onRetry={() => void trips.refetch()} />;
  else if (trips.data.trips.length === 0)
    body = (
      <div className="timetable-empty">
        <p>
          No {view.status ? `${view.status} ` : ''}trips on {formatDate(trips.data.date)}
          {view.route ? ' on this route' : ''}. Trips are rolled out from schedules 60 days ahead:
          add a schedule, or run the roll-out.
        </p>
        <ButtonLink to={schedulesHref} variant="secondary">
          Go to schedules
        </ButtonLink>
      </div>
    );
  else {
    const { total, page, pageSize, timezone } = trips.data;
    body = (
      <>
        <p id="trips-summary" className="timetable-summary">
          {total === 1 ? '1 trip' : `${total} trips`} on {formatDate(trips.data.date)}; times in{' '}
          {timezone}.
        </p>
        <TripsTable
          trips={trips.data.trips}
          zone={timezone}
          busy={trips.isPlaceholderData}
          onResult={onResult}
        />
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          label="Trip pages"
          onPage={(next) => onView({ ...view, page: next })}
        />
      </>
    );
  }

  return (
    <>
      {date && <TripsFilters view={view} date={date} today={today} onView={onView} />}
      {body}
    </>
  );
}
