/**
 * The conductor's door store on this device (IndexedDB through `idb`, like the passenger's kept
 * tickets, decision 026): per trip the manifest as the server last sent it (each ticket's state and
 * boarding) with when it was read, the ticket-signing public keys, and the checks made offline in
 * the order they were made, until they are synced. Sign-out deletes the whole database
 * (lib/offline/forget-kept.ts).
 *
 * The one way to the door database: nothing else opens it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DOOR_DB } from '#client/lib/offline/forget-kept.ts';
import { DoorManifest } from '#shared/conductor/conductor.ts';
import type { CheckResult } from '#shared/tickets/ticket-check.ts';
import type { TicketPublicKey } from '#shared/tickets/ticket-token.ts';

export interface KeptDoorTrip {
  tripId: string;
  manifest: DoorManifest;
  /** When this device stored it (epoch ms); the server's reading time is `manifest.readAt`. */
  keptAt: number;
}

export interface KeptKeys {
  keys: TicketPublicKey[];
  /** When this device read them (epoch ms). */
  readAt: number;
}

/** A check made with no answer from the server, waiting to be sent through `/validate/batch`. */
export interface QueuedCheck {
  /** Given by the store: the order the checks were made in. */
  id: number;
  tripId: string;
  token?: string;
  reference?: string;
  seat?: string;
  /** The device's clock when it checked (ISO). */
  checkedAt: string;
  /** What the device answered, and the ticket it named (to board the kept copy). */
  deviceResult: CheckResult;
  ticketId?: string;
}

interface DoorDb extends DBSchema {
  trips: { key: string; value: KeptDoorTrip };
  keys: { key: 'keys'; value: KeptKeys & { id: 'keys' } };
  queue: { key: number; value: QueuedCheck; indexes: { trip: string } };
}

let opening: Promise<IDBPDatabase<DoorDb>> | null = null;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opening ??= openDB<DoorDb>(DOOR_DB, 1, {
    upgrade(database) {
      database.createObjectStore('trips', { keyPath: 'tripId' });
      database.createObjectStore('keys', { keyPath: 'id' });
      const queue = database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
      queue.createIndex('trip', 'tripId');
    },
    // Sign-out deletes the database, or a newer version wants it: let it go, open anew next time.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  });
  return opening;
}

export async function keepDoorTrip(manifest: DoorManifest, keptAt: number): Promise<void> {
  await (await db()).put('trips', { tripId: manifest.trip.id, manifest, keptAt });
}

/** The kept trip, or null when there is none or it was written in a shape this version cannot read. */
export async function readDoorTrip(tripId: string): Promise<KeptDoorTrip | null> {
  const kept = await (await db()).get('trips', tripId);
  if (!kept || typeof kept.keptAt !== 'number') return null;
  const manifest = DoorManifest.safeParse(kept.manifest);
  return manifest.success ? { ...kept, manifest: manifest.data } : null;
}

/** Boards the kept copy of a ticket the server just let on, so a rescan offline says already used. */
export async function boardKeptTicket(
  tripId: string,
  ticketId: string,
  boarding: { at: string; deviceId: string },
): Promise<void> {
  const kept = await readDoorTrip(tripId);
  if (!kept) return;
  const tickets = kept.manifest.tickets.map((t) =>
    t.ticketId === ticketId
      ? { ...t, status: 'used' as const, state: 'boarded' as const, boarding }
      : t,
  );
  await (await db()).put('trips', { ...kept, manifest: { ...kept.manifest, tickets } });
}

export async function keepKeys(keys: TicketPublicKey[], readAt: number): Promise<void> {
  await (await db()).put('keys', { id: 'keys', keys, readAt });
}

export async function readKeys(): Promise<KeptKeys | null> {
  const kept = await (await db()).get('keys', 'keys');
  return kept && Array.isArray(kept.keys) ? { keys: kept.keys, readAt: kept.readAt } : null;
}

/** Queues a check made offline; returns it with its place in the queue. */
export async function queueCheck(check: Omit<QueuedCheck, 'id'>): Promise<QueuedCheck> {
  // The key path fills `id` in: the store's autoIncrement gives each check its place.
  const id = await (await db()).add('queue', check as QueuedCheck);
  return { ...check, id };
}

/** The trip's checks still to sync, in the order they were made. */
export async function queuedChecks(tripId: string): Promise<QueuedCheck[]> {
  const checks = await (await db()).getAllFromIndex('queue', 'trip', tripId);
  return checks.sort((a, b) => a.id - b.id);
}

/** Removes checks the server has answered. */
export async function dropQueued(ids: readonly number[]): Promise<void> {
  const tx = (await db()).transaction('queue', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}
