import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from '../door-store.ts';
import { doorManifest, freshIndexedDb, PUBLIC_KEY, TRIP_ID } from '../door.testing.ts';
import type * as Sync from './sync-checks.ts';

let store: typeof Store;
let sync: typeof Sync;
let batches: unknown[];
let answers: unknown[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  freshIndexedDb();
  batches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url.endsWith('/validate/batch')) {
        batches.push(JSON.parse(String(init.body)));
        return Promise.resolve(json({ answers }));
      }
      if (url.endsWith('/public-key')) return Promise.resolve(json({ keys: [PUBLIC_KEY] }));
      return Promise.resolve(json(doorManifest()));
    }),
  );
  vi.resetModules();
  store = await import('../door-store.ts');
  sync = await import('./sync-checks.ts');
});
afterEach(() => vi.unstubAllGlobals());

const answer = (result: string, conflict: boolean, message: string) => ({
  result,
  message,
  checkedAt: '2026-12-01T07:01:00.000Z',
  conflict,
});

describe('syncing the checks made offline', () => {
  it('sends them in order and keeps the ones the server answered otherwise', async () => {
    const made = { tripId: TRIP_ID, deviceResult: 'valid' as const };
    await store.queueCheck({ ...made, reference: 'KT7M4C', checkedAt: '2026-12-01T07:01:00.000Z' });
    await store.queueCheck({ ...made, token: 'BW1.a.b', checkedAt: '2026-12-01T07:02:00.000Z' });
    await store.queueCheck({ ...made, reference: 'ZZ9Z9Z', checkedAt: '2026-12-01T07:03:00.000Z' });
    answers = [
      answer('valid', false, 'Valid: Ada Rider (seat 3A), Munich → Augsburg.'),
      answer(
        'already-used',
        true,
        'Already used: Ben (seat 3B) boarded at 08:00 on device door-b.',
      ),
      { error: { code: 'not-found', message: 'No booking has the reference ZZ9Z9Z.' } },
    ];
    const changed = await sync.syncChecks(TRIP_ID, 'door-a');
    expect(batches).toEqual([
      {
        tripId: TRIP_ID,
        deviceId: 'door-a',
        checks: [
          { reference: 'KT7M4C', checkedAt: '2026-12-01T07:01:00.000Z', deviceResult: 'valid' },
          { token: 'BW1.a.b', checkedAt: '2026-12-01T07:02:00.000Z', deviceResult: 'valid' },
          { reference: 'ZZ9Z9Z', checkedAt: '2026-12-01T07:03:00.000Z', deviceResult: 'valid' },
        ],
      },
    ]);
    expect(changed).toEqual([
      expect.objectContaining({ result: 'already-used', conflict: true }),
      expect.objectContaining({ result: null, message: 'No booking has the reference ZZ9Z9Z.' }),
    ]);
    expect(await store.queuedChecks(TRIP_ID)).toEqual([]);
    // The list is read again after the sync.
    expect((await store.readDoorTrip(TRIP_ID))?.manifest.readAt).toBe('2026-12-01T06:40:00.000Z');
  });

  it('keeps the queue when the server cannot be reached', async () => {
    await store.queueCheck({
      tripId: TRIP_ID,
      deviceResult: 'valid',
      reference: 'KT7M4C',
      checkedAt: '2026-12-01T07:01:00.000Z',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sync.syncChecks(TRIP_ID, 'door-a')).rejects.toMatchObject({ status: 0 });
    expect(await store.queuedChecks(TRIP_ID)).toHaveLength(1);
  });
});
