/**
 * Sharing the phone's position for the trip it runs: `watchPosition` with high accuracy, one fix
 * kept about every 5 s or 25 m (fix-pace.ts), queued and sent by the PositionSender; the screen
 * kept awake (`navigator.wakeLock`, taken again when the page comes back into view). Which trip is
 * shared is kept in IndexedDB, so a reload of a running trip's screen resumes it.
 *
 * One sharing per page, outliving the screens: `useLocationSharing` reads it.
 */
import { useSyncExternalStore } from 'react';
import { serverNow } from '#client/lib/api/server-clock.ts';
import { keepReading, type Reading } from './fix-pace.ts';
import * as queue from './position-queue.ts';
import { PositionSender, type SenderSnapshot } from './position-sender.ts';

export type GeoState =
  /** Asked for a fix; none yet. */
  | 'waiting'
  | 'ok'
  /** The person (or the browser's settings) refused the position. */
  | 'denied'
  /** The phone cannot find where it is (no GPS, indoors). */
  | 'unavailable'
  | 'unsupported';

export type WakeState = 'held' | 'off' | 'unsupported';

export interface LastFix {
  lat: number;
  lng: number;
  /** Metres; null when the phone does not say. */
  accuracy: number | null;
  at: number;
}

export interface SharingSnapshot extends SenderSnapshot {
  /** The trip being shared; null when none. */
  tripId: string | null;
  geo: GeoState;
  lastFix: LastFix | null;
  wake: WakeState;
}

const sender = new PositionSender();
let sharing: { tripId: string; watchId: number | null } | null = null;
let kept: Reading | null = null;
let lock: WakeLockSentinel | null = null;
let local: Pick<SharingSnapshot, 'tripId' | 'geo' | 'lastFix' | 'wake'> = {
  tripId: null,
  geo: 'waiting',
  lastFix: null,
  wake: 'off',
};
let snapshot: SharingSnapshot = { ...sender.current, ...local };
const listeners = new Set<() => void>();

function publish() {
  snapshot = { ...sender.current, ...local };
  for (const listener of listeners) listener();
}
sender.subscribe(publish);

function setLocal(change: Partial<typeof local>) {
  local = { ...local, ...change };
  publish();
}

async function takeWakeLock() {
  if (!sharing || document.visibilityState !== 'visible') return;
  if (!('wakeLock' in navigator)) return setLocal({ wake: 'unsupported' });
  try {
    lock = await navigator.wakeLock.request('screen');
    setLocal({ wake: 'held' });
    lock.addEventListener('release', () => {
      lock = null;
      setLocal({ wake: 'off' });
    });
  } catch {
    // Refused (battery saver, a page not in view): taken again when the page is next in view.
    setLocal({ wake: 'off' });
  }
}

function onVisibility() {
  if (document.visibilityState === 'visible' && sharing && !lock) void takeWakeLock();
}

function onOnline() {
  void sender.flush();
}

function onPosition(position: GeolocationPosition) {
  if (!sharing) return;
  const { latitude: lat, longitude: lng, accuracy, heading, speed } = position.coords;
  const reading = { lat, lng, at: position.timestamp };
  setLocal({
    geo: 'ok',
    lastFix: { lat, lng, accuracy: Number.isFinite(accuracy) ? accuracy : null, at: reading.at },
  });
  if (!keepReading(kept, reading)) return;
  kept = reading;
  // The time the fix was taken, on the server's clock (a phone's clock may be off).
  const recordedAt = new Date(reading.at + (serverNow() - Date.now())).toISOString();
  void sender.add({
    tripId: sharing.tripId,
    lat,
    lng,
    accuracy: Number.isFinite(accuracy) ? Math.min(accuracy, 10_000) : null,
    bearing: heading != null && Number.isFinite(heading) ? heading % 360 : null,
    speed: speed != null && Number.isFinite(speed) ? Math.min(speed, 100) : null,
    recordedAt,
  });
}

function onPositionError(error: GeolocationPositionError) {
  if (error.code === error.PERMISSION_DENIED) setLocal({ geo: 'denied' });
  else if (error.code === error.POSITION_UNAVAILABLE) setLocal({ geo: 'unavailable' });
  // A time-out: the watch goes on, and the next fix clears it.
}

function watch() {
  if (!sharing) return;
  if (!('geolocation' in navigator)) return setLocal({ geo: 'unsupported' });
  if (sharing.watchId !== null) navigator.geolocation.clearWatch(sharing.watchId);
  setLocal({ geo: 'waiting' });
  sharing.watchId = navigator.geolocation.watchPosition(onPosition, onPositionError, {
    enableHighAccuracy: true,
    maximumAge: 0,
    timeout: 30_000,
  });
}

/** Starts sharing this phone's position for `tripId` (after the trip started, or on a reload). */
export async function startSharing(tripId: string, userId: string): Promise<void> {
  if (sharing?.tripId === tripId) return;
  if (sharing) await stopSharing();
  sharing = { tripId, watchId: null };
  kept = null;
  setLocal({ tripId, lastFix: null });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  watch();
  void takeWakeLock();
  await queue.writeSharing({ tripId, userId, since: Date.now() }).catch(() => undefined);
  await sender.refreshCount().catch(() => undefined);
}

/** Asks for the position again (after the person allowed it in the browser's settings). */
export function retryPosition(): void {
  watch();
}

/** Stops sharing at once and sends what is queued; resolves once the queue was tried. */
export async function stopSharing(): Promise<void> {
  if (sharing?.watchId != null) navigator.geolocation.clearWatch(sharing.watchId);
  sharing = null;
  kept = null;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', onVisibility);
  const held = lock;
  lock = null;
  await held?.release().catch(() => undefined);
  setLocal({ tripId: null, geo: 'waiting', wake: 'off' });
  await queue.clearSharing().catch(() => undefined);
  await sender.flush().catch(() => undefined);
}

/** The trip this device was sharing before a reload, if it was this account's. */
export async function sharedBefore(userId: string): Promise<string | null> {
  const record = await queue.readSharing().catch(() => null);
  return record?.userId === userId ? record.tripId : null;
}

/** Sends what waits now (the person signed in again, or pressed "Send now"). */
export function sendNow(): Promise<void> {
  return sender.flush();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocationSharing(): SharingSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
