/**
 * The door screen's state of the device: the kept trip (and when its list was read), the checks
 * waiting to sync, and the checks the server answered otherwise after a sync. Online, it syncs
 * (which reads the trip's list again) on opening, when the network returns and every 20 s while
 * the screen is open.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '#client/lib/hooks/use-online.ts';
import { doorErrorText, noAnswer } from './check/check-ticket.ts';
import { syncChecks, type ChangedCheck } from './check/sync-checks.ts';
import { deviceId as readDeviceId } from './device-id.ts';
import { queuedChecks, readDoorTrip } from './door-store.ts';

export const SYNC_EVERY_MS = 20_000;

async function readDevice(tripId: string) {
  const [kept, queue] = await Promise.all([readDoorTrip(tripId), queuedChecks(tripId)]);
  return { kept, waiting: queue.length };
}

export function useDoor(tripId: string) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [deviceId] = useState(readDeviceId);
  const [changed, setChanged] = useState<ChangedCheck[]>([]);
  const key = ['door', tripId];
  const device = useQuery({
    queryKey: key,
    queryFn: () => readDevice(tripId),
    networkMode: 'always',
    staleTime: Infinity,
  });

  /** Reads again what the device holds for the trip. */
  const reread = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['door', tripId] }),
    [queryClient, tripId],
  );

  const syncing = useRef(false);
  const mutation = useMutation({
    mutationFn: () => syncChecks(tripId, deviceId),
    networkMode: 'always',
    onSuccess: (more) => {
      if (more.length > 0) setChanged((before) => [...more, ...before]);
    },
    onSettled: () => {
      syncing.current = false;
      return reread();
    },
  });
  const { mutate } = mutation;
  /** Sends the queue (if any), then reads the trip's list again from the server. */
  const sync = useCallback(() => {
    if (syncing.current) return;
    syncing.current = true;
    mutate();
  }, [mutate]);

  useEffect(() => {
    if (!online) return;
    sync();
    const timer = setInterval(sync, SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, sync]);

  const error = mutation.error;
  return {
    online,
    deviceId,
    kept: device.data?.kept,
    waiting: device.data?.waiting ?? 0,
    changed,
    // No network: the queue waits, which the screen says. Any other refusal is said in words.
    problem: error && !noAnswer(error) ? doorErrorText(error) : null,
    syncing: mutation.isPending,
    sync,
    reread,
  };
}
