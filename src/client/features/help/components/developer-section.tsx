import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';
import { paths, serverPaths } from '#client/lib/routing/paths.ts';
import { LIVE_MAX_MESSAGE_BYTES, LIVE_MAX_SUBSCRIPTIONS, LIVE_PATH } from '#shared/live/live.ts';
import { LIVE_EXAMPLE } from './live-channel-example.ts';
import './developer-section.css';

function AppVersion() {
  const config = useConfig();
  if (config.isPending) return <Wave label="Loading the version" size="small" />;
  if (config.isError)
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <p>
      {config.data.appName} version <strong>{config.data.version}</strong> (web app built as{' '}
      {__APP_VERSION__}).
    </p>
  );
}

/** A short message on one line, a long one indented, so it reads on a phone too. */
const exampleJson = (message: object) => {
  const line = JSON.stringify(message);
  return line.length <= 60 ? line : JSON.stringify(message, null, 2);
};

const FEEDS = [
  { name: 'Vehicle positions', path: serverPaths.gtfsRtVehiclePositions },
  { name: 'Trip updates (predicted arrivals)', path: serverPaths.gtfsRtTripUpdates },
];

const CHANNELS: { name: string; sends: ReactNode }[] = [
  {
    name: 'trip:<trip id>',
    sends: (
      <>
        the trip as <code>GET /api/live/trips/:id</code> gives it (<code>kind: "trip"</code>: state,
        position, delay, every stop with its times), whenever it changes
      </>
    ),
  },
  {
    name: 'route:<route id>',
    sends: (
      <>
        the route’s buses that moved (<code>kind: "positions"</code>), and in <code>gone</code> the
        trips that left the map, cancelled or ended
      </>
    ),
  },
  { name: 'fleet', sends: <>the same for every bus on the road</> },
  {
    name: 'seats:<trip id>',
    sends: (
      <>
        the trip’s seats as they are held, booked or released (<code>kind: "seats"</code>, each
        change with its seat and stops)
      </>
    ),
  },
  {
    name: 'selftest:<random id>',
    sends: (
      <>
        one <code>kind: "self-test"</code> echo that <code>/test</code> asks the server to publish,
        to prove a message goes round through the hub
      </>
    ),
  },
];

/** For whoever builds on Busway: the API, the GTFS and GTFS-Realtime feeds, the live channel. */
export function DeveloperSection({ children }: { children?: ReactNode }) {
  return (
    <Card id="developers" className="help-dev" aria-labelledby="developers-title">
      <h2 id="developers-title" tabIndex={-1}>
        For developers
      </h2>
      <p>
        Busway is open source. Its JSON API is described in OpenAPI; the{' '}
        <Link to={paths.selfTest}>self-test</Link> page checks the running service.
      </p>
      <ul className="help-dev__links">
        <li>
          <a href={serverPaths.apiDocs}>API reference</a>
        </li>
        <li>
          <a href={serverPaths.openApi}>OpenAPI document (JSON)</a>
        </li>
        <li>
          <a href={serverPaths.gtfsZip}>GTFS export (zip)</a>
        </li>
      </ul>
      <AppVersion />

      <h3>GTFS-Realtime</h3>
      <p>
        Two feeds, free to read without signing in: protobuf of the official schema, or the same as
        JSON to read by eye. They carry every bus heard from in the last 90 seconds, with the trip,
        route and stop ids of the GTFS export.
      </p>
      <ul className="help-dev__links">
        {FEEDS.map((feed) => (
          <li key={feed.path}>
            {feed.name}: <a href={feed.path}>{feed.path}</a> (
            <a href={`${feed.path}?format=json`}>JSON</a>)
          </li>
        ))}
      </ul>

      <h3>The live channel</h3>
      <p>
        A WebSocket at <code>{LIVE_PATH}</code> sends changes as they happen. Every message is JSON
        with <code>v: 1</code> and a <code>type</code>: you send <code>subscribe</code>,{' '}
        <code>unsubscribe</code> (each with a <code>channel</code>) and <code>ping</code>; the
        server answers <code>subscribed</code>, <code>message</code> (the channel’s{' '}
        <code>data</code>), <code>error</code> (a code and a sentence) and <code>pong</code>. A
        channel sends its state at once to a new subscriber, then its changes. One socket follows up
        to {LIVE_MAX_SUBSCRIPTIONS} channels; a message is at most {LIVE_MAX_MESSAGE_BYTES} bytes.
        Ids are lower-case UUIDs.
      </p>
      <dl className="help-dev__channels">
        {CHANNELS.map((channel) => (
          <div key={channel.name}>
            <dt>
              <code>{channel.name}</code>
            </dt>
            <dd>{channel.sends}</dd>
          </div>
        ))}
      </dl>
      <p>For example, following every bus (→ you send, ← you receive):</p>
      <pre className="help-dev__example">
        {LIVE_EXAMPLE.map(
          ({ to, message }) => `${to === 'server' ? '→' : '←'} ${exampleJson(message)}\n`,
        ).join('')}
      </pre>
      {children}
    </Card>
  );
}
