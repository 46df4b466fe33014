import { useState } from 'react';
import { Link } from 'react-router';
import { ResultNotice } from '#client/components/ui/lists/result-notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import type { TripResult } from '#client/features/timetable/components/trips/trip-actions.tsx';
import { TripsOverview } from '#client/features/timetable/components/trips/trips-overview.tsx';
import { readTripsView, tripsParams } from '#client/features/timetable/utils/search-params.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useQueryView } from '#client/lib/routing/use-query-view.ts';

/** `/admintrips` (admins): one service day's dated trips; re-assign or cancel them. */
export function AdminTripsScreen() {
  const { view, show } = useQueryView(readTripsView, tripsParams);
  const [result, setResult] = useState<TripResult | null>(null);
  return (
    <Screen
      title="Trips"
      lead="The dated trips of one service day, rolled out from the schedules. Re-assign a bus or conductor, or cancel a trip."
    >
      <p>
        <Link to={paths.adminSchedules}>Schedules</Link>
      </p>
      <ResultNotice result={result} />
      <TripsOverview
        view={view}
        onView={show}
        schedulesHref={paths.adminSchedules}
        onResult={setResult}
      />
    </Screen>
  );
}
