/**
 * This device's id at the bus door, sent as `deviceId` with every check: made once and kept in
 * localStorage, so the server (and the other conductors' answers, "boarded … on device …") can
 * tell phones apart. It names the device, not the person, so sign-out keeps it.
 */
import { readStorage, writeStorage } from '#client/lib/browser/storage.ts';

export const DEVICE_ID_KEY = 'busway.door.deviceId';
const SHAPE = /^[A-Za-z0-9_-]{4,64}$/;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `door-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function deviceId(): string {
  const kept = readStorage(DEVICE_ID_KEY);
  if (kept && SHAPE.test(kept)) return kept;
  const made = newDeviceId();
  writeStorage(DEVICE_ID_KEY, made);
  return made;
}
