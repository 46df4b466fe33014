import { useLiveConnectionState } from '#client/lib/live/use-live-channel.ts';
import './seat-selection.css';

/** "Live" while seat changes arrive as they happen; "Reconnecting…" while the connection is down. */
export function LiveIndicator() {
  const state = useLiveConnectionState();
  const live = state === 'live';
  return (
    <p className={`live-indicator live-indicator--${live ? 'live' : 'waiting'}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? 'Live' : state === 'reconnecting' ? 'Reconnecting…' : 'Connecting…'}
      <span className="visually-hidden">
        {live ? ': seats others take show at once' : ': seat changes may show late'}
      </span>
    </p>
  );
}
