import { useState } from 'react';
import type { DoorManifest } from '#shared/conductor/conductor.ts';
import { errorMessage } from '#shared/core/api-error.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { useRunTrip } from '../api/duties.ts';
import type { DutyState } from '../duties/duty-state.ts';
import { startSharing, stopSharing, useLocationSharing } from '../positions/location-sharing.ts';
import { SharingPanel } from './sharing-panel.tsx';

/** Where the console checks this trip's tickets at the door. */
export const ticketCheckHref = (tripId: string) =>
  `${paths.conductorCheck}?trip=${encodeURIComponent(tripId)}`;

/**
 * Start trip / End trip, and while the trip runs the phone's location. Starting shares the position
 * at once (and keeps the trip for the door, `onStarted`); ending asks first, stops sharing at
 * once, sends what is queued, then ends the trip on the server.
 */
export function TripRunPanel({
  trip,
  state,
  userId,
  onStarted,
}: {
  trip: DoorManifest['trip'];
  state: DutyState;
  userId: string;
  onStarted: () => void;
}) {
  const run = useRunTrip();
  const sharing = useLocationSharing();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const sharingHere = sharing.tripId === trip.id;

  const start = () =>
    run.mutate(
      { tripId: trip.id, run: 'start' },
      {
        onSuccess: () => {
          void startSharing(trip.id, userId);
          onStarted();
        },
      },
    );
  const end = async () => {
    setEnding(true);
    await stopSharing();
    run.mutate(
      { tripId: trip.id, run: 'stop' },
      { onSettled: () => setEnding(false), onSuccess: () => setConfirming(false) },
    );
  };

  const failure = run.isError ? errorMessage(errorCodeOf(run.error)) : null;
  return (
    <section className="trip-run" aria-label="Trip">
      {state === 'not-started' && (
        <>
          <div className="trip-run__buttons">
            <Button className="trip-run__main" busy={run.isPending} onClick={start}>
              Start trip
            </Button>
            <ButtonLink
              variant="secondary"
              to={ticketCheckHref(trip.id)}
              className="trip-run__main"
            >
              Check tickets
            </ButtonLink>
          </div>
          <p className="trip-run__hint">
            Starting shares this phone’s position with passengers until you end the trip. Keep the
            phone on the bus.
          </p>
        </>
      )}
      {state === 'running' && (
        <>
          {sharingHere ? (
            <SharingPanel sharing={sharing} />
          ) : (
            <Notice tone="info">
              <p>
                The trip runs{trip.startedAt ? ` since ${clockIn(trip.startedAt)}` : ''}, but this
                phone does not share its position.
              </p>
              <Button variant="secondary" onClick={() => void startSharing(trip.id, userId)}>
                Share this phone’s location
              </Button>
            </Notice>
          )}
          <div className="trip-run__buttons">
            <ButtonLink to={ticketCheckHref(trip.id)} className="trip-run__main">
              Check tickets
            </ButtonLink>
            <Button variant="danger" className="trip-run__main" onClick={() => setConfirming(true)}>
              End trip
            </Button>
          </div>
        </>
      )}
      {state === 'ended' && (
        <Notice tone="info">
          This trip ended{trip.endedAt ? ` at ${clockIn(trip.endedAt)}` : ''}.
        </Notice>
      )}
      {state === 'cancelled' && <Notice tone="error">This trip is cancelled.</Notice>}
      {!confirming && failure && <Notice tone="error">{failure}</Notice>}
      <ConfirmDialog
        open={confirming}
        title="End this trip?"
        onClose={() => setConfirming(false)}
        failure={failure}
        cancelLabel="Keep running"
        confirmLabel="End trip"
        danger
        busy={ending || run.isPending}
        onConfirm={() => void end()}
      >
        <p>
          Passengers stop seeing the bus, this phone stops sharing its position, and the trip cannot
          be started again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
