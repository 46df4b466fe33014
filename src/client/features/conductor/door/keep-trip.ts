/** Downloads a trip's manifest and the ticket-signing keys onto the device (door.ts says when). */
import { getDoorManifest, getPublicKeys } from './door-api.ts';
import { keepDoorTrip, keepKeys } from './door-store.ts';

export async function keepTripForDoor(tripId: string): Promise<void> {
  const [manifest, keys] = await Promise.all([getDoorManifest(tripId), getPublicKeys()]);
  const now = Date.now();
  await Promise.all([keepDoorTrip(manifest, now), keepKeys(keys, now)]);
}
