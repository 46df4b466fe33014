import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { useOnline } from '#client/lib/hooks/use-online.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { Link } from 'react-router';
import { POOR_ACCURACY_M } from '../positions/fix-pace.ts';
import { retryPosition, sendNow, type SharingSnapshot } from '../positions/location-sharing.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Waiting({ sharing, online }: { sharing: SharingSnapshot; online: boolean }) {
  const { waiting, status, retryAt } = sharing;
  if (status === 'sign-in')
    return (
      <Notice tone="warning">
        Your session ended. <Link to={paths.signIn}>Sign in again</Link> to send the{' '}
        {plural(waiting, 'position')} waiting on this phone.
      </Notice>
    );
  if (status === 'refused')
    return (
      <Notice tone="error">
        The server no longer takes this trip’s positions from you (you are not its conductor now, or
        the trip is gone). Ask the office.
      </Notice>
    );
  if (waiting === 0) return null;
  const why = !online
    ? 'You are offline: they are kept on this phone and sent in order when the network is back.'
    : status === 'budget'
      ? `Too many at once for the server: sending again ${retryAt ? `at ${clockIn(new Date(retryAt).toISOString())}` : 'shortly'}.`
      : status === 'retrying'
        ? 'The server could not be reached: trying again shortly.'
        : 'Sending…';
  return (
    <Notice tone={online ? 'info' : 'warning'}>
      <p>
        {plural(waiting, 'position')} waiting to send. {why}
      </p>
      {online && status === 'retrying' && (
        <Button variant="secondary" onClick={() => void sendNow()}>
          Send now
        </Button>
      )}
    </Notice>
  );
}

function GeoNotice({ sharing }: { sharing: SharingSnapshot }) {
  if (sharing.geo === 'denied')
    return (
      <Notice tone="error">
        <p>
          This phone does not let Busway know where it is, so the bus cannot be shown on the map.
          Allow the location: tap the lock or the settings icon beside the address, choose Location
          (Permissions) and Allow; on an installed app, in the phone’s settings under Apps → Browser
          → Location. Then try again.
        </p>
        <Button variant="secondary" onClick={retryPosition}>
          Try again
        </Button>
      </Notice>
    );
  if (sharing.geo === 'unsupported')
    return (
      <Notice tone="error">This browser cannot share a position. Use a phone’s browser.</Notice>
    );
  if (sharing.geo === 'unavailable')
    return (
      <Notice tone="warning">
        The phone cannot find where it is (no GPS signal). Turn on the location in the phone’s
        settings, or move where it can see the sky.
      </Notice>
    );
  const accuracy = sharing.lastFix?.accuracy;
  if (accuracy != null && accuracy > POOR_ACCURACY_M)
    return (
      <Notice tone="warning">
        The position is poor (within {Math.round(accuracy)} m): the bus may show off its road. Turn
        on precise location, or move away from tall buildings.
      </Notice>
    );
  return null;
}

/** "Sharing location", the fix's accuracy, the screen lock, and every reason it is not going well. */
export function SharingPanel({ sharing }: { sharing: SharingSnapshot }) {
  const online = useOnline();
  const fix = sharing.lastFix;
  const headline =
    sharing.geo === 'denied'
      ? 'Location not allowed'
      : sharing.geo === 'ok'
        ? 'Sharing location'
        : 'Finding your position…';
  return (
    <section className="sharing-panel" aria-label="Location">
      <p className={`sharing-panel__state sharing-panel__state--${sharing.geo}`} role="status">
        <span className="sharing-panel__dot" aria-hidden="true" />
        {headline}
      </p>
      {fix && (
        <p className="sharing-panel__fix">
          Accuracy {fix.accuracy == null ? 'unknown' : `±${Math.round(fix.accuracy)} m`} · last fix{' '}
          {clockIn(new Date(fix.at).toISOString())}
          {sharing.wake === 'held' ? ' · screen kept on' : ''}
        </p>
      )}
      <GeoNotice sharing={sharing} />
      <Waiting sharing={sharing} online={online} />
      {sharing.problem && <Notice tone="error">{sharing.problem}</Notice>}
    </section>
  );
}
