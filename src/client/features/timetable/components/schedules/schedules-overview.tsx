import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { FilterBar } from '#client/components/ui/lists/filter-bar.tsx';
import { useSchedules, type SchedulesView } from '../../api/get-schedules.ts';
import { useTimetableOptions } from '../../api/get-timetable-options.ts';
import { routeFilter } from '../../utils/route-filter.ts';
import { SchedulesList } from './schedules-list.tsx';
import '../timetable.css';

/** The route filter and one page of schedules, in its four states. */
export function SchedulesOverview({
  view,
  onView,
  editHref,
  newHref,
}: {
  view: SchedulesView;
  onView: (view: SchedulesView) => void;
  editHref: (id: string) => string;
  newHref: string;
}) {
  const options = useTimetableOptions();
  const schedules = useSchedules(view);
  return (
    <>
      <FilterBar
        label="Schedules"
        filters={[routeFilter(options.data)]}
        values={view}
        onFilter={(_, route) => onView({ route: route || undefined, page: 1 })}
      />
      <PagedList
        query={schedules}
        loading="Loading schedules"
        rows={(data) => data.schedules}
        nouns={['schedule', 'schedules']}
        summary={(data) => (
          <p id="schedules-summary" className="list-summary">
            {data.total === 1 ? '1 schedule' : `${data.total} schedules`}
            {view.route ? ' on this route' : ''}.
          </p>
        )}
        hideSingle
        pagesLabel="Schedule pages"
        onPage={(page) => onView({ ...view, page })}
        empty={() => (
          <EmptyState
            text={`${view.route ? 'This route has no schedules yet.' : 'No schedules yet.'} Create one: pick a route, a departure time and the days it runs.`}
          >
            <ButtonLink to={newHref}>New schedule</ButtonLink>
          </EmptyState>
        )}
      >
        {(rows, busy) => <SchedulesList schedules={rows} busy={busy} editHref={editHref} />}
      </PagedList>
    </>
  );
}
