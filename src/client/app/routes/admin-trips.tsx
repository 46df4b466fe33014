import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '#client/components/ui/notice.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import type { TripResult } from '#client/features/timetable/components/trip-actions.tsx';
import { TripsOverview } from '#client/features/timetable/components/trips-overview.tsx';
import { readTripsView, tripsParams } from '#client/features/timetable/utils/search-params.ts';
import { paths } from '#client/lib/paths.ts';

/** `/admintrips` (admins): one service day's dated trips; re-assign or cancel them. */
export function AdminTripsScreen() {
  const [params, setParams] = useSearchParams();
  const view = readTripsView(params);
  const [result, setResult] = useState<TripResult | null>(null);
  return (
    <Screen
      title="Trips"
      lead="The dated trips of one service day, rolled out from the schedules. Re-assign a bus or conductor, or cancel a trip."
    >
      <p>
        <Link to={paths.adminSchedules}>Schedules</Link>
      </p>
      <div aria-live="polite" className="list-result">
        {result && (
          <Notice tone={result.tone} live={false}>
            {result.text}
          </Notice>
        )}
      </div>
      <TripsOverview
        view={view}
        onView={(next) => setParams(tripsParams(next))}
        schedulesHref={paths.adminSchedules}
        onResult={setResult}
      />
    </Screen>
  );
}
