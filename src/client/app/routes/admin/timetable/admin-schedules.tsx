import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { ResultNotice, type Result } from '#client/components/ui/lists/result-notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { RolloutButton } from '#client/features/timetable/components/schedules/rollout-button.tsx';
import { ScheduleEditor } from '#client/features/timetable/components/schedules/schedule-editor.tsx';
import { SchedulesOverview } from '#client/features/timetable/components/schedules/schedules-overview.tsx';
import {
  readSchedulesView,
  schedulesParams,
} from '#client/features/timetable/utils/search-params.ts';
import { paths } from '#client/lib/routing/paths.ts';

/** `/adminschedules` (admins): schedules by route, the editor (`?edit=<id>` or `?edit=new`), and the roll-out. */
export function AdminSchedulesScreen() {
  const [params, setParams] = useSearchParams();
  const view = readSchedulesView(params);
  const [result, setResult] = useState<Result | null>(null);
  const href = (edit?: string) =>
    `${paths.adminSchedules}?${schedulesParams({ route: view.route, edit })}`;
  const backToList = (message?: string) => {
    setResult(message ? { tone: 'success', text: message } : null);
    setParams(schedulesParams({ route: view.route, page: view.page }));
  };

  if (view.edit) {
    const isNew = view.edit === 'new';
    return (
      <Screen
        title={isNew ? 'New schedule' : 'Edit schedule'}
        lead="A departure pattern: its dated trips are rolled out 60 days ahead and re-planned when it changes."
      >
        <p>
          <Link to={href()}>← All schedules</Link>
        </p>
        <ScheduleEditor
          id={isNew ? undefined : view.edit}
          routeId={view.route}
          onSaved={backToList}
          onCancel={() => backToList()}
        />
      </Screen>
    );
  }

  return (
    <Screen
      title="Schedules"
      lead="The departure patterns of each route. Dated trips are rolled out from them 60 days ahead, every hour."
      actions={
        <>
          <RolloutButton onResult={setResult} />
          <ButtonLink to={href('new')}>New schedule</ButtonLink>
        </>
      }
    >
      <p>
        <Link to={paths.adminTrips}>See the dated trips</Link>
      </p>
      <ResultNotice result={result} />
      <SchedulesOverview
        view={view}
        onView={(next) => setParams(schedulesParams(next))}
        editHref={(id) => href(id)}
        newHref={href('new')}
      />
    </Screen>
  );
}
