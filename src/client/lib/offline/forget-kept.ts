/**
 * What sign-out removes from the device (decision 026): the passenger's kept tickets and the
 * conductor's door store (features/conductor/door/door-store.ts: trips' manifests, the public
 * keys, checks made offline). Called by lib/session/session.tsx when the user signs out, the server
 * ends the session, or another account signs in.
 */
import { deleteDB } from 'idb';
import { forgetKeptTickets } from './kept-tickets.ts';

/** The conductor's door store: its own database, so it versions apart from the kept tickets. */
export const DOOR_DB = 'busway-door';

export async function forgetEverythingKept(): Promise<void> {
  await Promise.all([
    forgetKeptTickets(),
    // An open connection in this tab is closed by its `blocking` handler, so the delete proceeds.
    deleteDB(DOOR_DB),
  ]);
}
