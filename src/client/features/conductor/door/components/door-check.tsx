/**
 * `/conductor/check?trip=<id>`: tickets checked at the bus door, by camera or by reference, online
 * (the server's verdict) or, with no network, on the phone against the trip kept on it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { checkAtDoor, type DoorOutcome } from '../check/check-ticket.ts';
import type { Shown } from '../check/judge-offline.ts';
import { useQrCamera } from '../scan/use-qr-camera.ts';
import { useDoor } from '../use-door.ts';
import { CameraScan } from './camera-scan.tsx';
import { DoorChanged } from './door-changed.tsx';
import { DoorSync } from './door-sync.tsx';
import { DoorVerdict } from './door-verdict.tsx';
import { SeatPicker, TypedCheck } from './typed-check.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import './door.css';

export function DoorCheck({ tripId }: { tripId: string }) {
  const door = useDoor(tripId);
  const { deviceId, reread } = door;
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(false);

  const check = useCallback(
    async (shown: Shown) => {
      setBusy(true);
      try {
        setOutcome(await checkAtDoor(tripId, shown, deviceId));
      } catch {
        setOutcome({ kind: 'refused', message: 'The check could not be made. Try again.' });
      } finally {
        setBusy(false);
        await reread();
      }
    },
    [tripId, deviceId, reread],
  );
  const camera = useQrCamera(
    useCallback(
      (token: string) => {
        setTyped(false);
        void check({ token });
      },
      [check],
    ),
  );
  // After a typed check, "Next ticket" brings focus back to the reference field; after a scan it
  // stays put (focusing a field would open a phone's keyboard over the camera).
  const reference = useRef<HTMLInputElement>(null);
  const next = () => {
    setOutcome(null);
    camera.resume();
    if (typed) reference.current?.focus();
  };
  const checkTyped = (shown: Shown) => {
    setTyped(true);
    void check(shown);
  };

  // An offline answer the server answered otherwise after the sync shows the server's answer.
  const change =
    outcome?.kind === 'answer' ? door.changed.find((c) => c.id === outcome.queuedId) : undefined;
  const answer = useMemo(() => {
    if (outcome?.kind !== 'answer') return null;
    if (!change?.result) return outcome;
    const { result, message } = change;
    return { ...outcome, result, message, offline: false, changedAfterSync: true };
  }, [outcome, change]);
  const trip = door.kept?.manifest.trip;
  return (
    <div className="door">
      {/* The line is there before the kept trip is read, so nothing below it moves when it is. */}
      <p className="door__trip">
        {trip
          ? `${trip.route.shortName} ${trip.headsign ? `to ${trip.headsign}` : trip.route.longName}`
          : '\u00a0'}
      </p>
      <DoorChanged changed={door.changed} zone={door.kept?.manifest.timezone ?? 'UTC'} />
      <DoorVerdict answer={answer} onNext={next} />
      {outcome?.kind === 'refused' && <Notice tone="error">{outcome.message}</Notice>}
      {outcome?.kind === 'pick-seat' && (
        <SeatPicker
          reference={outcome.reference}
          seats={outcome.seats}
          onPick={(seat) => checkTyped({ reference: outcome.reference, seat })}
        />
      )}
      <CameraScan camera={camera} />
      <TypedCheck busy={busy} onCheck={checkTyped} inputRef={reference} />
      <DoorSync {...door} onSync={door.sync} />
    </div>
  );
}
