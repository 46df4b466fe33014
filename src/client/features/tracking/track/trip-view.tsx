/**
 * One trip followed live (`/track?trip=<id>`): its state in words, the map (route, stops, bus),
 * the stops ahead with their times, a share link; a finished trip's replay for its passengers,
 * its conductor and admins (a visitor is told to sign in). It
 * follows the `trip:<id>` channel, and says when the connection is coming back.
 */
import { Link } from 'react-router';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useLiveConnectionState } from '#client/lib/live/use-live-channel.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useLiveTrip } from '../api/live-trip.ts';
import { BusMap } from '../map/bus-map.tsx';
import { TripReplay } from '../replay/trip-replay.tsx';
import { ShareLink } from './share-link.tsx';
import { StopTimes } from './stop-times.tsx';
import { tripBuses, tripLines, tripStops } from './trip-map-data.ts';
import { shownState } from './trip-state.ts';
import { TripStatus } from './trip-status.tsx';
import { useServerNow } from './use-server-now.ts';
import './track.css';

export function TripView({ tripId, zone }: { tripId: string; zone: string }) {
  const query = useLiveTrip(tripId);
  const now = useServerNow();
  const connection = useLiveConnectionState();
  const { isLoggedin } = useSession();
  if (query.isPending) return <Wave label="Loading the trip" />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{
          text: 'No trip has this link: it may have been cut short, or the trip was removed.',
          to: paths.track,
          label: 'Find a bus',
        }}
      />
    );
  const trip = query.data;
  const state = shownState(trip, now);
  const replay = state === 'ended' && isLoggedin;
  return (
    <div className="trip-view">
      <div className="trip-view__route">
        <span
          className="trip-view__chip"
          style={{ background: trip.routeColour, color: trip.routeTextColour }}
        >
          {trip.routeName}
        </span>
        <span className="trip-view__headsign">
          {trip.headsign ? `to ${trip.headsign}` : 'Route ' + trip.routeName}
          {trip.busName && <span className="trip-view__bus"> · bus {trip.busName}</span>}
        </span>
        <Link className="trip-view__other" to={paths.track}>
          Find another bus
        </Link>
      </div>
      <TripStatus trip={trip} state={state} now={now} connection={connection} zone={zone} />
      <div className="trip-view__layout">
        <div className="trip-view__map">
          {replay ? (
            <TripReplay trip={trip} zone={zone} />
          ) : (
            <BusMap
              label={`Map of route ${trip.routeName}`}
              lines={tripLines(trip)}
              stops={tripStops(trip)}
              buses={tripBuses(trip, state)}
              fitKey={trip.tripId}
              load="request"
            />
          )}
          {state === 'ended' && !isLoggedin && (
            <p className="trip-view__note">
              Sign in with the account that booked this trip to replay where the bus went.
            </p>
          )}
        </div>
        <div className="trip-view__side">
          <StopTimes trip={trip} state={state} zone={zone} />
          {state !== 'ended' && state !== 'cancelled' && <ShareLink tripId={trip.tripId} />}
        </div>
      </div>
    </div>
  );
}
