/** Test kit for the door: a fresh fake IndexedDB per test, and a trip's manifest as the server sends it. */
import * as fakeIndexedDb from 'fake-indexeddb';
import { vi } from 'vitest';
import type { DoorManifest, DoorManifestTicket } from '#shared/conductor/conductor.ts';

/** An empty IndexedDB of the test's own (with the classes idb checks against); call before importing the store anew. */
export function freshIndexedDb(): void {
  const { IDBFactory, ...classes } = fakeIndexedDb;
  vi.stubGlobal('indexedDB', new IDBFactory());
  for (const [name, value] of Object.entries(classes)) {
    if (name.startsWith('IDB')) vi.stubGlobal(name, value);
  }
}

export const TRIP_ID = '5d7c1a2e-8f3b-4c6d-9e0f-1a2b3c4d5e6f';

export function manifestTicket(more: Partial<DoorManifestTicket> = {}): DoorManifestTicket {
  return {
    ticketId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    reference: 'KT7M4C',
    seat: '3A',
    passengerName: 'Ada Rider',
    fromSeq: 1,
    toSeq: 3,
    from: 'Munich',
    to: 'Augsburg',
    status: 'valid',
    state: 'valid',
    boarding: null,
    noShowAt: null,
    conflicts: [],
    ...more,
  };
}

export function doorManifest(
  tickets: DoorManifestTicket[] = [manifestTicket()],
  readAt = '2026-12-01T06:40:00.000Z',
): DoorManifest {
  return {
    readAt,
    timezone: 'Europe/Berlin',
    trip: {
      id: TRIP_ID,
      serviceDate: '2026-12-01',
      status: 'en-route',
      route: { shortName: 'X1', longName: 'Munich – Augsburg', colour: '#0b4f63' },
      headsign: 'Augsburg',
      startedAt: '2026-12-01T06:30:00.000Z',
      endedAt: null,
      stops: [
        { sequence: 1, name: 'Munich' },
        { sequence: 2, name: 'Dachau' },
        { sequence: 3, name: 'Augsburg' },
      ],
    },
    counts: { tickets: tickets.length, boarded: 0, noShow: 0, toBoard: tickets.length, void: 0 },
    tickets,
  };
}

export const PUBLIC_KEY = {
  kid: '0a1b2c3d',
  kty: 'OKP',
  crv: 'Ed25519',
  x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
} as const;
