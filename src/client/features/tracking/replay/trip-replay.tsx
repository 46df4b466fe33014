/**
 * A finished trip's map with its replay (for its passengers with a confirmed booking, its
 * conductor and admins): the stored fixes drive the bus, jumping frame by frame rather than
 * gliding. Without fixes, or for anyone else, the route alone and a sentence saying why.
 */
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import type { HistoryFix } from '#shared/tracking/find.ts';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { useTripHistory } from '../api/trip-history.ts';
import { BusMap } from '../map/bus-map.tsx';
import { tripLines, tripStops } from '../track/trip-map-data.ts';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { ReplayControl } from './replay-control.tsx';
import { useReplay } from './use-replay.ts';

/** Why the replay is not offered to this viewer. */
export const REPLAY_NOT_YOURS =
  'Only the passengers with a confirmed booking on this trip, its conductor and admins can replay it.';

function Replaying({ trip, fixes, zone }: { trip: LiveTrip; fixes: HistoryFix[]; zone: string }) {
  const replay = useReplay(fixes);
  const buses = replay.pose
    ? [
        {
          id: trip.tripId,
          ...replay.pose,
          colour: trip.routeColour,
          label: `Bus ${trip.routeName}, replayed`,
        },
      ]
    : [];
  return (
    <>
      <BusMap
        label={`Map of route ${trip.routeName}, replaying the trip`}
        lines={tripLines(trip)}
        stops={tripStops(trip)}
        buses={buses}
        fitKey={trip.tripId}
        smooth={false}
      />
      <ReplayControl replay={replay} zone={zone} />
    </>
  );
}

export function TripReplay({ trip, zone }: { trip: LiveTrip; zone: string }) {
  const history = useTripHistory(trip.tripId, true);
  const routeOnly = (
    <BusMap
      label={`Map of route ${trip.routeName}`}
      lines={tripLines(trip)}
      stops={tripStops(trip)}
      buses={[]}
      fitKey={trip.tripId}
    />
  );
  if (history.isPending)
    return (
      <>
        {routeOnly}
        <Wave label="Loading the trip’s history" />
      </>
    );
  if (history.isError && errorCodeOf(history.error) === 'permission-denied')
    return (
      <>
        {routeOnly}
        <p className="trip-view__note">{REPLAY_NOT_YOURS}</p>
      </>
    );
  if (history.isError)
    return (
      <>
        {routeOnly}
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      </>
    );
  if (history.data.fixes.length === 0)
    return (
      <>
        {routeOnly}
        <p className="trip-view__note">
          No positions were recorded for this trip: it cannot be replayed.
        </p>
      </>
    );
  return <Replaying key={trip.tripId} trip={trip} fixes={history.data.fixes} zone={zone} />;
}
