import { useState } from 'react';
import type { DoorManifest, DoorManifestTicket, DoorMark } from '#shared/conductor/conductor.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { errorMessage } from '#shared/core/api-error.ts';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { doorManifestCsvHref, useMarkTicket } from '../api/manifest.ts';

const STATE: Record<DoorManifestTicket['state'], { label: string; tone: PillTone }> = {
  valid: { label: 'To board', tone: 'neutral' },
  boarded: { label: 'Boarded', tone: 'ok' },
  'no-show': { label: 'No-show', tone: 'warn' },
  void: { label: 'Void', tone: 'down' },
};

const device = (id: string | null) => (id ? `device ${id.slice(0, 8)}` : 'another device');

function Conflicts({ ticket, zone }: { ticket: DoorManifestTicket; zone: string }) {
  if (ticket.conflicts.length === 0) return null;
  return (
    <p className="door-ticket__conflict" role="note">
      Conflict: also let on by{' '}
      {ticket.conflicts
        .map((c) => `${device(c.deviceId)} at ${clockIn(c.checkedAt, zone)}`)
        .join(', ')}
      {ticket.boarding
        ? ` while offline; the first boarding stands (${clockIn(ticket.boarding.at, zone)}, ${device(ticket.boarding.deviceId)}).`
        : ' while offline.'}{' '}
      Check this passenger’s ticket again.
    </p>
  );
}

function TicketRow({
  manifest,
  ticket,
  canMark,
}: {
  manifest: DoorManifest;
  ticket: DoorManifestTicket;
  canMark: boolean;
}) {
  const mark = useMarkTicket();
  const [asked, setAsked] = useState<DoorMark | null>(null);
  const zone = manifest.timezone;
  const send = (which: DoorMark) => {
    setAsked(which);
    mark.mutate({ tripId: manifest.trip.id, ticketId: ticket.ticketId, mark: which });
  };
  const state = STATE[ticket.state];
  return (
    <li className={`door-ticket door-ticket--${ticket.state}`}>
      <div className="door-ticket__main">
        <span className="door-ticket__seat">{ticket.seat}</span>
        <span className="door-ticket__who">
          <strong>{ticket.passengerName}</strong>
          <span className="door-ticket__stops">
            {ticket.from} → {ticket.to}
          </span>
          {ticket.boarding && (
            <span className="door-ticket__stops">Boarded {clockIn(ticket.boarding.at, zone)}</span>
          )}
        </span>
        <Pill tone={state.tone}>{state.label}</Pill>
      </div>
      <Conflicts ticket={ticket} zone={zone} />
      {canMark && (ticket.state === 'valid' || ticket.state === 'no-show') && (
        <div className="door-ticket__actions">
          <Button
            variant="secondary"
            busy={mark.isPending && asked === 'boarded'}
            onClick={() => send('boarded')}
            aria-label={`Boarded: ${ticket.passengerName}, seat ${ticket.seat}`}
          >
            Boarded
          </Button>
          {ticket.state === 'valid' && (
            <Button
              variant="quiet"
              busy={mark.isPending && asked === 'no-show'}
              onClick={() => send('no-show')}
              aria-label={`No-show: ${ticket.passengerName}, seat ${ticket.seat}`}
            >
              No-show
            </Button>
          )}
        </div>
      )}
      {mark.isError && <Notice tone="error">{errorMessage(errorCodeOf(mark.error))}</Notice>}
    </li>
  );
}

/** The trip's booked seats at the door: counts, conflicts first in words, and each passenger. */
export function DoorManifestList({
  manifest,
  canMark,
}: {
  manifest: DoorManifest;
  canMark: boolean;
}) {
  const { counts } = manifest;
  const conflicts = manifest.tickets.filter((ticket) => ticket.conflicts.length > 0);
  return (
    <section className="door-manifest" aria-labelledby="door-manifest-title">
      <div className="door-manifest__head">
        <h2 id="door-manifest-title">Passengers</h2>
        <a href={doorManifestCsvHref(manifest.trip.id)} download>
          Download CSV
        </a>
      </div>
      <p className="door-manifest__counts" aria-live="polite">
        <span>
          <strong>{counts.boarded}</strong> boarded
        </span>
        <span>
          <strong>{counts.toBoard}</strong> to board
        </span>
        <span>
          <strong>{counts.noShow}</strong> no-show
        </span>
        {counts.void > 0 && (
          <span>
            <strong>{counts.void}</strong> void
          </span>
        )}
      </p>
      {conflicts.length > 0 && (
        <Notice tone="warning">
          {conflicts.length === 1
            ? 'One ticket was let on by two phones while offline.'
            : `${conflicts.length} tickets were let on by two phones while offline.`}{' '}
          The first boarding stands; each is marked below.
        </Notice>
      )}
      {manifest.tickets.length === 0 ? (
        <p>No seats are booked on this trip.</p>
      ) : (
        <ul className="door-manifest__list">
          {manifest.tickets.map((ticket) => (
            <TicketRow
              key={ticket.ticketId}
              manifest={manifest}
              ticket={ticket}
              canMark={canMark}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
