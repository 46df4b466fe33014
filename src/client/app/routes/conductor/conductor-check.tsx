import { useSearchParams } from 'react-router';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { DoorCheck } from '#client/features/conductor/door/door.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/conductor/check?trip=<id>` (the trip's conductor or an admin; the server checks which): tickets
 * checked at the bus door by camera or reference, online and with no network
 * (features/conductor/door/).
 */
export function ConductorCheckScreen() {
  const [params] = useSearchParams();
  const tripId = params.get('trip') ?? '';
  return (
    <Screen title="Check tickets">
      {UUID.test(tripId) ? (
        <DoorCheck tripId={tripId.toLowerCase()} />
      ) : (
        <EmptyState text="This link names no trip. Open a trip from your duties and choose “Check tickets”." />
      )}
    </Screen>
  );
}
