import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { useDuties } from '#client/features/conductor/api/duties.ts';
import { useDoorManifest } from '#client/features/conductor/api/manifest.ts';
import { dutyState } from '#client/features/conductor/duties/duty-state.ts';
import { useResumeSharing } from '#client/features/conductor/positions/use-resume-sharing.ts';
import { useKeepForDoor } from '#client/features/conductor/trip/keep-for-door.ts';
import { TripHeading } from '#client/features/conductor/trip/trip-heading.tsx';
import { TripRunPanel } from '#client/features/conductor/trip/trip-run-panel.tsx';
import { DoorManifestList } from '#client/features/conductor/trip/door-manifest-list.tsx';
import '#client/features/conductor/trip/trip-screen.css';
import { useOnline } from '#client/lib/hooks/use-online.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';

function Trip({ tripId, userId }: { tripId: string; userId: string }) {
  const manifest = useDoorManifest(tripId);
  const duties = useDuties();
  const online = useOnline();
  const duty = duties.data?.trips.find((trip) => trip.tripId === tripId);
  const trip = manifest.data?.trip;
  const state = trip ? dutyState(trip) : null;
  useResumeSharing(userId, trip && state ? [{ tripId, running: state === 'running' }] : undefined);
  // Opened online while the trip can still take passengers: the door's copy is brought up to date.
  const keep = online && (state === 'running' || state === 'not-started');
  const door = useKeepForDoor(tripId, keep);

  if (manifest.isPending) return <Wave label="Loading the trip" />;
  if (manifest.isError)
    return (
      <ErrorState
        error={manifest.error}
        onRetry={() => void manifest.refetch()}
        notFound={{
          text: 'There is no such trip. It may have been removed.',
          to: paths.conductor,
          label: 'Back to your trips',
        }}
      />
    );
  const data = manifest.data;
  const zone = duties.data?.timezone ?? data.timezone;
  return (
    <>
      <TripHeading trip={data.trip} duty={duty} zone={zone} kept={door.kept} />
      <TripRunPanel
        trip={data.trip}
        state={dutyState(data.trip)}
        userId={userId}
        onStarted={door.keep}
      />
      <DoorManifestList manifest={data} canMark={state === 'running' || state === 'not-started'} />
    </>
  );
}

/** `/conductor/trip?id=<trip id>`: run a trip, share the phone's position, see its passengers. */
export function ConductorTripScreen() {
  const [params] = useSearchParams();
  const { currentUser } = useSession();
  const tripId = params.get('id');
  return (
    <Screen title="Trip">
      <p className="trip-screen__back">
        <Link to={paths.conductor}>← All trips</Link>
      </p>
      {tripId && currentUser ? (
        <Trip tripId={tripId} userId={currentUser.id} />
      ) : (
        <EmptyState text="No trip chosen. Pick one from your trips." />
      )}
    </Screen>
  );
}
