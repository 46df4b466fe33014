/**
 * Keeps the trip's manifest and the public keys on this phone for offline checks at the door
 * (door/door.ts) when the trip starts and whenever its screen opens online; says how it went.
 */
import { useCallback, useEffect, useState } from 'react';
import { keepTripForDoor } from '../door/door.ts';

export type KeptState = { state: 'idle' | 'failed' } | { state: 'kept'; at: number };

export function useKeepForDoor(tripId: string, keepNow: boolean) {
  const [kept, setKept] = useState<KeptState>({ state: 'idle' });
  const keep = useCallback(() => {
    keepTripForDoor(tripId).then(
      () => setKept({ state: 'kept', at: Date.now() }),
      () => setKept({ state: 'failed' }),
    );
  }, [tripId]);
  useEffect(() => {
    if (keepNow) keep();
  }, [keepNow, keep]);
  return { kept, keep };
}
