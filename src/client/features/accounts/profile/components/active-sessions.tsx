import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { momentInZone, momentLabel } from '#client/lib/format/dates.ts';
import { deviceName } from '#client/lib/format/device-name.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useSessions, type DeviceSession } from '../api/list-sessions.ts';
import { useRevokeAllSessions } from '../api/revoke-all-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import './active-sessions.css';

/** In the operator's zone, named, as the person's trips and tickets are. */
const whenIn = (zone: string | null) => (date: Date) =>
  zone ? momentInZone(date.toISOString(), zone) : momentLabel(date.toISOString());

/** This device first, then the others, most recently active first. */
function ordered(sessions: DeviceSession[], currentId: string | null) {
  return [...sessions].sort((a, b) =>
    a.id === currentId
      ? -1
      : b.id === currentId
        ? 1
        : b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
}

/** Where the person is signed in: this device marked, "Revoke" for each other, "Sign out everywhere". */
export function ActiveSessions({
  onSignedOutEverywhere,
}: {
  onSignedOutEverywhere: () => Promise<void> | void;
}) {
  const { sessionId, setCurrentUser } = useSession();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();
  const [failure, setFailure] = useState<string | null>(null);
  const when = whenIn(useOperatorZone());

  if (sessions.isPending) return <Wave label="Loading your sessions" size="small" />;
  if (sessions.isError)
    return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;

  const signOutEverywhere = () =>
    revokeAll.mutate(undefined, {
      onSuccess: async () => {
        await onSignedOutEverywhere();
        setCurrentUser(null);
      },
      onError: (error) => setFailure(describeError(error)),
    });

  return (
    <div className="active-sessions">
      {failure && <Notice tone="error">{failure}</Notice>}
      <ul className="active-sessions__list">
        {ordered(sessions.data, sessionId).map((session) => {
          const current = session.id === sessionId;
          const name = deviceName(session.userAgent);
          return (
            <li key={session.id} className="active-sessions__item">
              <div>
                <p className="active-sessions__device">
                  {name}
                  {current && <span className="active-sessions__this">This device</span>}
                </p>
                <p className="active-sessions__meta">
                  Signed in {when(session.createdAt)}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''} · last active{' '}
                  {when(session.updatedAt)}
                </p>
              </div>
              {!current && (
                <Button
                  variant="secondary"
                  busy={revoke.isPending && revoke.variables === session.token}
                  aria-label={`Revoke ${name}, signed in ${when(session.createdAt)}`}
                  onClick={() =>
                    revoke.mutate(session.token, {
                      onError: (error) => setFailure(describeError(error)),
                    })
                  }
                >
                  Revoke
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="form__actions">
        <Button variant="secondary" busy={revokeAll.isPending} onClick={signOutEverywhere}>
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
