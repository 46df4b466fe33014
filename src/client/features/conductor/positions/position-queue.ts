/**
 * The phone's queue of GPS fixes (decision 025) and which trip it is sharing, in IndexedDB, so a
 * reload or a tunnel loses nothing. Its own database, `busway-positions`, beside the offline
 * layer's `busway-offline` (decision 026): a conductor's queue outlives a sign-out (a 401 keeps
 * it, to send after signing in again) and has a version of its own.
 *
 * The one way to the store: nothing else opens the database.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FixInput } from '#shared/tracking/tracking.ts';
import { overflow } from './send-rules.ts';

export const POSITIONS_DB = 'busway-positions';

export interface QueuedFix {
  /** Order of taking: the queue sends the lowest first. */
  seq: number;
  fix: FixInput;
}

/** The trip this device shares its position for, kept so a reload resumes it. */
export interface SharingRecord {
  tripId: string;
  userId: string;
  since: number;
}

interface PositionsDb extends DBSchema {
  fixes: { key: number; value: QueuedFix; indexes: { trip: string } };
  sharing: { key: string; value: SharingRecord & { key: string } };
}

let opening: Promise<IDBPDatabase<PositionsDb>> | null = null;

function db(): Promise<IDBPDatabase<PositionsDb>> {
  opening ??= openDB<PositionsDb>(POSITIONS_DB, 1, {
    upgrade(database) {
      const fixes = database.createObjectStore('fixes', { keyPath: 'seq', autoIncrement: true });
      fixes.createIndex('trip', 'fix.tripId');
      database.createObjectStore('sharing', { keyPath: 'key' });
    },
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  });
  return opening;
}

/** Adds a fix at the end of the queue, and thins the trip's fixes past two hours. */
export async function enqueueFix(fix: FixInput): Promise<void> {
  const database = await db();
  await database.add('fixes', { fix } as QueuedFix);
  const trips = await database.getAllFromIndex('fixes', 'trip', fix.tripId);
  const drop = overflow(trips.map((queued) => Date.parse(queued.fix.recordedAt)));
  if (drop.length > 0) await removeFixes(drop.map((i) => trips[i]!.seq));
}

/** The oldest `limit` fixes, in the order they were taken. */
export async function oldestFixes(limit: number): Promise<QueuedFix[]> {
  return (await db()).getAll('fixes', undefined, limit);
}

export async function removeFixes(seqs: readonly number[]): Promise<void> {
  const tx = (await db()).transaction('fixes', 'readwrite');
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}

/** Drops every queued fix of a trip (the server will never take them). */
export async function removeTripFixes(tripId: string): Promise<void> {
  const database = await db();
  const keys = await database.getAllKeysFromIndex('fixes', 'trip', tripId);
  await removeFixes(keys);
}

export async function countFixes(): Promise<number> {
  return (await db()).count('fixes');
}

const SHARING_KEY = 'current';

export async function readSharing(): Promise<SharingRecord | null> {
  const record = await (await db()).get('sharing', SHARING_KEY);
  if (!record || typeof record.tripId !== 'string' || typeof record.userId !== 'string')
    return null;
  return { tripId: record.tripId, userId: record.userId, since: record.since };
}

export async function writeSharing(record: SharingRecord): Promise<void> {
  await (await db()).put('sharing', { ...record, key: SHARING_KEY });
}

export async function clearSharing(): Promise<void> {
  await (await db()).delete('sharing', SHARING_KEY);
}
