/**
 * `/conductor/check?trip=<id>`: tickets checked at the bus door, by camera or by reference, online
 * (the server's verdict) or, with no network, on the phone against the trip kept on it.
 */
import { useCallback, useState } from 'react';
import { checkAtDoor, type DoorOutcome } from '../check/check-ticket.ts';
import type { Shown } from '../check/judge-offline.ts';
import { useQrCamera } from '../scan/use-qr-camera.ts';
import { useDoor } from '../use-door.ts';
import { CameraScan } from './camera-scan.tsx';
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
  const camera = useQrCamera(useCallback((token: string) => void check({ token }), [check]));
  const next = () => {
    setOutcome(null);
    camera.resume();
  };

  const trip = door.kept?.manifest.trip;
  return (
    <div className="door">
      {trip && (
        <p className="door__trip">
          {trip.route.shortName} {trip.headsign ? `to ${trip.headsign}` : trip.route.longName}
        </p>
      )}
      <DoorVerdict answer={outcome?.kind === 'answer' ? outcome : null} onNext={next} />
      {outcome?.kind === 'refused' && <Notice tone="error">{outcome.message}</Notice>}
      {outcome?.kind === 'pick-seat' && (
        <SeatPicker
          reference={outcome.reference}
          seats={outcome.seats}
          onPick={(seat) => void check({ reference: outcome.reference, seat })}
        />
      )}
      <CameraScan camera={camera} />
      <TypedCheck busy={busy} onCheck={(shown) => void check(shown)} />
      <DoorSync {...door} onSync={door.sync} />
    </div>
  );
}
