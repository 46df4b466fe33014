import type { RealtimeFeed } from '#shared/tracking/realtime-feeds.ts';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { momentInZone, momentLabel } from '#client/lib/format/dates.ts';

/**
 * Paused, waiting for its first poll, failing, read but matching no vehicle, or working: the last
 * poll decides.
 */
export function feedState(feed: RealtimeFeed): {
  tone: 'ok' | 'warn' | 'down' | 'muted';
  label: string;
} {
  const { lastSuccessAt, lastErrorAt, lastPolledAt } = feed.status;
  if (feed.paused) return { tone: 'muted', label: 'Paused' };
  if (!lastPolledAt) return { tone: 'muted', label: 'Not polled yet' };
  const failing = lastErrorAt !== null && (lastSuccessAt === null || lastErrorAt > lastSuccessAt);
  if (failing) return { tone: 'down', label: 'Failing' };
  if (feed.status.matched === 0 && (feed.status.unmatched ?? 0) > 0)
    return { tone: 'warn', label: 'No vehicle matched' };
  return { tone: 'ok', label: 'Working' };
}

/** In the operator's zone, named (the one trips use), whichever zone the admin's browser is in. */
const whenIn = (zone: string | null) => (iso: string | null) =>
  !iso ? 'never' : zone ? momentInZone(iso, zone) : momentLabel(iso);

/** A source's last polls in words: when it last worked, what it matched, its last error. */
export function FeedStatus({ feed }: { feed: RealtimeFeed }) {
  const s = feed.status;
  const state = feedState(feed);
  const when = whenIn(useOperatorZone());
  return (
    <>
      <Pill tone={state.tone}>{state.label}</Pill>
      <dl className="realtime-feed__facts">
        <div>
          <dt>Last success</dt>
          <dd>{when(s.lastSuccessAt)}</dd>
        </div>
        <div>
          <dt>Vehicles matched</dt>
          <dd>{s.matched ?? '—'}</dd>
        </div>
        <div>
          <dt>Not matched</dt>
          <dd>{s.unmatched ?? '—'}</dd>
        </div>
        {s.feedTimestamp && (
          <div>
            <dt>Feed made at</dt>
            <dd>{when(s.feedTimestamp)}</dd>
          </div>
        )}
      </dl>
      {s.lastError && (
        <p className={`realtime-feed__error realtime-feed__error--${state.tone}`}>
          <strong>Last error</strong> ({when(s.lastErrorAt)}): {s.lastError}
        </p>
      )}
    </>
  );
}
