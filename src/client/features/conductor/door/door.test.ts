import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Door from './door.ts';
import type * as Store from './door-store.ts';
import {
  doorManifest,
  freshIndexedDb,
  manifestTicket,
  PUBLIC_KEY,
  TRIP_ID,
} from './door.testing.ts';

let door: typeof Door;
let store: typeof Store;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(async () => {
  freshIndexedDb();
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.endsWith('/public-key')
        ? answer({ keys: [PUBLIC_KEY] })
        : answer(doorManifest([manifestTicket({ status: 'void', state: 'void' })])),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  door = await import('./door.ts');
  store = await import('./door-store.ts');
});
afterEach(() => vi.unstubAllGlobals());

describe('keepTripForDoor', () => {
  it("keeps the trip's manifest, with each ticket's state, and the public keys on the device", async () => {
    await door.keepTripForDoor(TRIP_ID);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/conductor/trips/${TRIP_ID}/manifest`,
      expect.anything(),
    );
    const kept = await store.readDoorTrip(TRIP_ID);
    expect(kept?.manifest.readAt).toBe('2026-12-01T06:40:00.000Z');
    expect(kept?.manifest.tickets).toEqual([
      expect.objectContaining({ reference: 'KT7M4C', seat: '3A', status: 'void' }),
    ]);
    expect((await store.readKeys())?.keys).toEqual([PUBLIC_KEY]);
  });

  it('replaces the kept copy with a newer reading', async () => {
    await door.keepTripForDoor(TRIP_ID);
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/public-key')
          ? answer({ keys: [PUBLIC_KEY] })
          : answer(doorManifest([manifestTicket()], '2026-12-01T07:00:00.000Z')),
      ),
    );
    await door.keepTripForDoor(TRIP_ID);
    const kept = await store.readDoorTrip(TRIP_ID);
    expect(kept?.manifest.readAt).toBe('2026-12-01T07:00:00.000Z');
    expect(kept?.manifest.tickets[0]?.status).toBe('valid');
  });

  it('rejects when the server refuses, and keeps what was kept before', async () => {
    await door.keepTripForDoor(TRIP_ID);
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer({ error: { code: 'permission-denied', message: 'Not your trip' } }, 403),
      ),
    );
    await expect(door.keepTripForDoor(TRIP_ID)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await store.readDoorTrip(TRIP_ID))?.manifest.tickets).toHaveLength(1);
  });
});

describe('the door store', () => {
  it('queues checks per trip in the order made, and drops the synced ones', async () => {
    const check = { tripId: TRIP_ID, checkedAt: '2026-12-01T07:01:00.000Z' } as const;
    const first = await store.queueCheck({ ...check, token: 'BW1.a.b', deviceResult: 'valid' });
    const second = await store.queueCheck({ ...check, reference: 'KT7M4C', deviceResult: 'void' });
    await store.queueCheck({ ...check, tripId: 'another-trip', deviceResult: 'forged' });
    expect((await store.queuedChecks(TRIP_ID)).map((c) => c.id)).toEqual([first.id, second.id]);
    await store.dropQueued([first.id]);
    expect(await store.queuedChecks(TRIP_ID)).toEqual([second]);
  });

  it('forgets its trips and keys at sign-out but keeps checks not yet sent', async () => {
    await door.keepTripForDoor(TRIP_ID);
    await store.queueCheck({
      tripId: TRIP_ID,
      checkedAt: '2026-12-01T07:01:00.000Z',
      token: 'BW1.a.b',
      deviceResult: 'valid',
    });
    const { forgetEverythingKept } = await import('#client/lib/offline/forget-kept.ts');
    await forgetEverythingKept();
    expect(await store.readDoorTrip(TRIP_ID)).toBe(null);
    expect(await store.readKeys()).toBe(null);
    // A passenger let on offline is not lost with the session: the check is sent later.
    expect(await store.queuedChecks(TRIP_ID)).toMatchObject([{ token: 'BW1.a.b' }]);
    await store.dropQueued((await store.queuedChecks(TRIP_ID)).map((check) => check.id));
  });

  it('sign-out on a phone that never kept a trip leaves the door store able to keep one', async () => {
    const { forgetEverythingKept } = await import('#client/lib/offline/forget-kept.ts');
    await forgetEverythingKept();
    await door.keepTripForDoor(TRIP_ID);
    expect(await store.readDoorTrip(TRIP_ID)).not.toBe(null);
  });
});
