import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useDuties } from '#client/features/conductor/api/duties.ts';
import { DutyList } from '#client/features/conductor/duties/duty-list.tsx';
import { dutyState } from '#client/features/conductor/duties/duty-state.ts';
import { useResumeSharing } from '#client/features/conductor/positions/use-resume-sharing.ts';
import { useSession } from '#client/lib/session/session.tsx';

/** `/conductor` (conductors; admins see every trip): today's and tomorrow's duties. */
export function ConductorDutiesScreen() {
  const { currentUser } = useSession();
  const duties = useDuties();
  useResumeSharing(
    currentUser?.id ?? null,
    duties.data?.trips.map((duty) => ({
      tripId: duty.tripId,
      running: dutyState(duty) === 'running',
    })),
  );
  const admin = currentUser?.role === 'admin';
  return (
    <Screen
      title={admin ? 'Trips to run' : 'Your trips'}
      lead={
        admin
          ? 'Every trip of today and tomorrow: open one to run it for its conductor.'
          : 'Your duties today and tomorrow. Open a trip to start it and check tickets.'
      }
    >
      {duties.isPending ? (
        <Wave label="Loading your trips" />
      ) : duties.isError ? (
        <ErrorState error={duties.error} onRetry={() => void duties.refetch()} />
      ) : (
        <DutyList duties={duties.data} admin={admin} />
      )}
    </Screen>
  );
}
