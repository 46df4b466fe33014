import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useManifest } from '#client/features/timetable/api/get-manifest.ts';
import { TripManifest } from '#client/features/timetable/components/trips/trip-manifest.tsx';
import { paths } from '#client/lib/routing/paths.ts';

function Manifest({ tripId }: { tripId: string }) {
  const manifest = useManifest(tripId);
  if (manifest.isPending) return <Wave label="Loading the passengers" />;
  if (manifest.isError)
    return <ErrorState error={manifest.error} onRetry={() => void manifest.refetch()} />;
  return <TripManifest manifest={manifest.data} />;
}

/** `/admintrip-manifest?trip=<id>` (admins): one trip's passengers, to print or download. */
export function AdminTripManifestScreen() {
  const [params] = useSearchParams();
  const tripId = params.get('trip');
  return (
    <Screen title="Passengers" lead="Who rides this trip, seat by seat, from confirmed bookings.">
      <p>
        <Link to={paths.adminTrips}>All trips</Link>
      </p>
      {tripId ? (
        <Manifest tripId={tripId} />
      ) : (
        <EmptyState text="No trip chosen. Pick one from the trips screen." />
      )}
    </Screen>
  );
}
