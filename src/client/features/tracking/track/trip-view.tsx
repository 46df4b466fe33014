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
import { useMyBoarding } from '../api/my-boarding.ts';
import { BusMap } from '../map/bus-map.tsx';
import { TripReplay } from '../replay/trip-replay.tsx';
import { ReplayHint } from './rider/replay-hint.tsx';
import { riderStop } from './rider/rider-stop.ts';
import { ShareLink } from './share-link.tsx';
import { StopTimes } from './stop-times.tsx';
import { tripBuses, tripLines, tripStops } from './trip-map-data.ts';
import { shownState } from './trip-state.ts';
import { TripDate } from './rider/trip-date.tsx';
import { TripStatus } from './trip-status.tsx';
import { useServerNow } from './use-server-now.ts';
import { YourStop } from './rider/your-stop.tsx';
import './track.css';

export function TripView({
  tripId,
  zone,
  stopFromLink = null,
}: {
  tripId: string;
  zone: string;
  /** The stop a ticket's or booking's link names (`&stop=<sequence>`): the rider's own. */
  stopFromLink?: number | null;
}) {
  const query = useLiveTrip(tripId);
  const now = useServerNow();
  const connection = useLiveConnectionState();
  const { isLoggedin } = useSession();
  const boarding = useMyBoarding(tripId, isLoggedin);
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
  const mine = riderStop(trip, stopFromLink, boarding.data?.stop?.sequence ?? null);
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
          {' · '}
          <TripDate serviceDate={trip.serviceDate} />
        </span>
        <Link className="trip-view__other" to={paths.track}>
          Find another bus
        </Link>
      </div>
      <TripStatus trip={trip} state={state} now={now} connection={connection} zone={zone} />
      {mine && <YourStop stop={mine} zone={zone} />}
      <div className="trip-view__layout">
        <div className="trip-view__map">
          {replay ? (
            <TripReplay trip={trip} zone={zone} />
          ) : (
            <BusMap
              label={`Map of route ${trip.routeName}`}
              lines={tripLines(trip)}
              stops={tripStops(trip, mine?.sequence ?? null)}
              buses={tripBuses(trip, state)}
              fitKey={trip.tripId}
              load="request"
            />
          )}
          {state === 'ended' && !isLoggedin && <ReplayHint />}
        </div>
        <div className="trip-view__side">
          <StopTimes trip={trip} state={state} zone={zone} mine={mine?.sequence ?? null} />
          {state !== 'ended' && state !== 'cancelled' && <ShareLink tripId={trip.tripId} />}
        </div>
      </div>
    </div>
  );
}
