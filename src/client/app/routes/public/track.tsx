import { useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { TrackFinder } from '#client/features/tracking/track/track-finder.tsx';
import { stopParam } from '#client/features/tracking/track/rider/rider-stop.ts';
import { TripView } from '#client/features/tracking/track/trip-view.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/track`: find a bus (`?q=`), or follow one trip (`?trip=<id>`) live on a map with its stops'
 * times. A trip's link works signed out, so it can be shared.
 */
export function TrackScreen() {
  const [params, setParams] = useSearchParams();
  const config = useConfig();
  const zone = config.data?.timezone ?? browserZone();
  const trip = params.get('trip');
  if (trip !== null)
    return (
      // Keyed by the trip: following a Track link mounts the screen anew, so focus goes to its
      // heading (not <body>, where the link that was clicked left it).
      <Screen key={`trip-${trip}`} title="Track your bus">
        {UUID.test(trip) ? (
          <TripView
            key={trip}
            tripId={trip}
            zone={zone}
            stopFromLink={stopParam(params.get('stop'))}
          />
        ) : (
          <EmptyState text="This link names no trip: it may have been cut short.">
            <ButtonLink variant="secondary" to={paths.track}>
              Find a bus
            </ButtonLink>
          </EmptyState>
        )}
      </Screen>
    );
  const q = params.get('q') ?? '';
  return (
    <Screen
      key="find"
      title="Track your bus"
      lead="Find your bus by its route or the bus (signed in, by your booking reference too), and watch it on the map."
    >
      <TrackFinder
        key={q}
        q={q}
        zone={zone}
        onSearch={(next) =>
          setParams(next ? new URLSearchParams({ q: next }) : new URLSearchParams())
        }
      />
    </Screen>
  );
}
