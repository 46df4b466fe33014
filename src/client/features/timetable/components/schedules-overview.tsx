import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { useSchedules, type SchedulesView } from '../api/get-schedules.ts';
import { useTimetableOptions } from '../api/get-timetable-options.ts';
import { Pager } from './pager.tsx';
import { SchedulesList } from './schedules-list.tsx';
import './timetable.css';

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
  const routes = [
    { value: '', label: 'All routes' },
    ...(options.data?.routes ?? []).map((r) => ({
      value: r.id,
      label: `${r.shortName} · ${r.longName}`,
    })),
  ];

  let body;
  if (schedules.isPending) body = <Wave label="Loading schedules" />;
  else if (schedules.isError)
    body = <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />;
  else if (schedules.data.schedules.length === 0)
    body = (
      <div className="timetable-empty">
        <p>
          {view.route ? 'This route has no schedules yet.' : 'No schedules yet.'} Create one: pick a
          route, a departure time and the days it runs.
        </p>
        <ButtonLink to={newHref}>New schedule</ButtonLink>
      </div>
    );
  else {
    const { total, page, pageSize } = schedules.data;
    body = (
      <>
        <p id="schedules-summary" className="timetable-summary">
          {total === 1 ? '1 schedule' : `${total} schedules`}
          {view.route ? ' on this route' : ''}.
        </p>
        <SchedulesList
          schedules={schedules.data.schedules}
          busy={schedules.isPlaceholderData}
          editHref={editHref}
        />
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          label="Schedule pages"
          onPage={(next) => onView({ ...view, page: next })}
        />
      </>
    );
  }

  return (
    <>
      <SelectField
        label="Route"
        name="route"
        className="timetable-filter"
        options={routes}
        value={view.route ?? ''}
        disabled={!options.data}
        onChange={(event) => onView({ route: event.target.value || undefined, page: 1 })}
      />
      {body}
    </>
  );
}
