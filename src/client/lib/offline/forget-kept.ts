/**
 * What sign-out removes from the device (decision 026): the passenger's kept tickets and, of the
 * conductor's door store (features/conductor/door/door-store.ts), the trips' manifests and the
 * public keys. Called by lib/session/session.tsx when the user signs out, the server ends the
 * session, or another account signs in.
 *
 * Checks made offline and not yet sent stay: each is a passenger let on at the door, and deleting
 * it would lose that boarding (a session can end while the phone has no signal). They are sent
 * when the trip's check screen next opens online, and the server judges them as it judges every
 * check: only the trip's conductor or an admin may send them.
 */
import { openDB } from 'idb';
import { forgetKeptTickets } from './kept-tickets.ts';

/** The conductor's door store: its own database, so it versions apart from the kept tickets. */
export const DOOR_DB = 'busway-door';
/** The door store's object stores that sign-out empties (its `queue` stays). */
const FORGOTTEN_DOOR_STORES = ['trips', 'keys'] as const;

async function forgetDoorTrips(): Promise<void> {
  // Opened at its current version. A database never made would be made here, empty, and the door
  // store would then find its version current and never make its stores: abort that instead.
  const database = await openDB(DOOR_DB, undefined, {
    upgrade: (_database, _old, _new, making) => {
      making.done.catch(() => undefined);
      making.abort();
    },
  }).catch(() => null);
  if (!database) return;
  try {
    const present = FORGOTTEN_DOOR_STORES.filter((name) =>
      database.objectStoreNames.contains(name),
    );
    if (present.length === 0) return;
    const tx = database.transaction([...present], 'readwrite');
    await Promise.all([...present.map((name) => tx.objectStore(name).clear()), tx.done]);
  } finally {
    database.close();
  }
}

export async function forgetEverythingKept(): Promise<void> {
  await Promise.all([forgetKeptTickets(), forgetDoorTrips()]);
}
