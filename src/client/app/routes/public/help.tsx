import { Link } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { paths, serverPaths } from '#client/lib/routing/paths.ts';
import { MailOutbox } from '#client/features/system/components/mail-outbox.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';
import './help.css';

function AppVersion() {
  const config = useConfig();
  if (config.isPending) return <Wave label="Loading the version" size="small" />;
  if (config.isError)
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <p className="help-dev__version">
      {config.data.appName} version <strong>{config.data.version}</strong> (web app built as{' '}
      {__APP_VERSION__}).
    </p>
  );
}

/** The realtime feeds and the live channel, for whoever builds on Busway's live data. */
function LiveData() {
  const feeds = [
    { name: 'Vehicle positions', path: serverPaths.gtfsRtVehiclePositions },
    { name: 'Trip updates (predicted arrivals)', path: serverPaths.gtfsRtTripUpdates },
  ];
  return (
    <Card className="help-dev" aria-labelledby="help-live">
      <h2 id="help-live">Live data</h2>
      <p>
        Two GTFS-Realtime feeds, free to read without signing in: protobuf of the official schema,
        or the same as JSON to read by eye. They carry every bus heard from in the last 90 seconds,
        with the trip, route and stop ids of the <a href={serverPaths.gtfsZip}>GTFS export</a>.
      </p>
      <ul className="help-dev__links">
        {feeds.map((feed) => (
          <li key={feed.path}>
            {feed.name}: <a href={feed.path}>{feed.path}</a> (
            <a href={`${feed.path}?format=json`}>JSON</a>)
          </li>
        ))}
      </ul>
      <p>
        The WebSocket at <code>/api/live</code> sends changes as they happen. Subscribe to a channel
        by name: <code>trip:</code> and a trip id for one trip’s bus and arrivals,{' '}
        <code>route:</code> and a route id for every bus on a route, <code>fleet</code> for every
        bus on the road, and <code>seats:</code> and a trip id for that trip’s seat map as seats are
        held and sold.
      </p>
    </Card>
  );
}

/** `/help` and `/Dev`: how to use Busway, who to contact, and pointers for developers. */
export function HelpScreen() {
  const { currentUser } = useSession();
  return (
    <Screen
      title="Help and developers"
      lead="How to search, book and track your bus — and where to find the API."
    >
      <div className="help-grid">
        <Card aria-labelledby="help-search">
          <h2 id="help-search">Search</h2>
          <p>
            On the <Link to={paths.home}>home page</Link>, choose where you start, where you are
            going and the day. Each trip shows its times, fare and seats left.
          </p>
        </Card>
        <Card aria-labelledby="help-book">
          <h2 id="help-book">Book</h2>
          <p>
            Pick your seats on the seat map; they are held for you for 10 minutes while you enter
            the passengers and pay. Your e-ticket with its QR code arrives at once.
          </p>
        </Card>
        <Card aria-labelledby="help-track">
          <h2 id="help-track">Track</h2>
          <p>
            Open <Link to={paths.track}>Track</Link> or your ticket to watch your bus on the map and
            see when it reaches your stop.
          </p>
        </Card>
        <Card aria-labelledby="help-contact">
          <h2 id="help-contact">Need a hand?</h2>
          <p>
            Write to us through the <Link to={paths.contact}>contact page</Link>; the operator’s
            team reads every message. At the stop, your conductor can help too.
          </p>
        </Card>
      </div>
      <Card className="help-dev" aria-labelledby="help-dev">
        <h2 id="help-dev">For developers</h2>
        <p>
          Busway is open source. Its JSON API is described in OpenAPI; check the services on the{' '}
          <Link to={paths.selfTest}>self-test</Link> page.
        </p>
        <ul className="help-dev__links">
          <li>
            <a href={serverPaths.apiDocs}>API documentation</a>
          </li>
          <li>
            <a href={serverPaths.openApi}>OpenAPI document (JSON)</a>
          </li>
        </ul>
        <AppVersion />
      </Card>
      <LiveData />
      {currentUser?.role === 'admin' && (
        <Card aria-labelledby="help-outbox">
          <h2 id="help-outbox">Mail outbox</h2>
          <MailOutbox />
        </Card>
      )}
    </Screen>
  );
}
