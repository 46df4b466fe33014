/**
 * What the phone holds and owes: offline or not, checks waiting to sync, when the trip's list was
 * last read; the checks the server answered otherwise after a sync ("Changed after sync"), and
 * this phone's boardings that another device also let on (the manifest's conflicts).
 */
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import type { KeptDoorTrip } from '../door-store.ts';

export function clock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

interface Props {
  online: boolean;
  kept: KeptDoorTrip | null | undefined;
  waiting: number;
  deviceId: string;
  syncing: boolean;
  problem: string | null;
  onSync: () => void;
}

export function DoorSync({ online, kept, waiting, deviceId, syncing, problem, onSync }: Props) {
  const zone = kept?.manifest.timezone ?? 'UTC';
  const alsoLetOn = (kept?.manifest.tickets ?? []).filter(
    (t) => t.boarding?.deviceId === deviceId && t.conflicts.length > 0,
  );
  return (
    <section className="door-sync" aria-label="Sync">
      <p className="door-sync__line" role="status">
        {online ? (
          <span className="door-sync__state door-sync__state--online">Online</span>
        ) : (
          <span className="door-sync__state door-sync__state--offline">Offline</span>
        )}
        <span data-testid="door-waiting">
          {waiting === 0
            ? 'No checks waiting to sync'
            : `${waiting} ${waiting === 1 ? 'check' : 'checks'} waiting to sync`}
        </span>
      </p>
      <p className="door-sync__line">
        {kept
          ? `Passenger list read at ${clock(kept.manifest.readAt, zone)} · ${kept.manifest.tickets.length} tickets`
          : 'The passenger list is not on this phone yet.'}
      </p>
      {online && (
        <Button variant="quiet" busy={syncing} onClick={onSync}>
          {waiting > 0 ? 'Sync now' : 'Read the list again'}
        </Button>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      {alsoLetOn.length > 0 && (
        <Notice tone="warning">
          {alsoLetOn.map((t) => (
            <p key={t.ticketId}>
              Seat {t.seat} ({t.passengerName}) was also let on by{' '}
              {t.conflicts.map((c) => c.deviceId ?? 'a hand mark').join(', ')} while offline: your
              boarding at {clock(t.boarding?.at ?? kept!.manifest.readAt, zone)} stands.
            </p>
          ))}
        </Notice>
      )}
    </section>
  );
}
