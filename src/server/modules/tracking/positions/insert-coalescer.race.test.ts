/**
 * Group commit against the real fix history: many senders at once, one of whose rows the database
 * refuses (a NaN latitude, sent past the service's checks straight to the coalescer). Only that
 * sender fails; every other is stored and told so, as if it had been alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { coalesceInserts } from './insert-coalescer.ts';
import { createPositionsRepo, type FixRow } from './positions.repo.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const SENDERS = 40;

describe.each(testDatabases())('group commit with one refused row on %s', (kind) => {
  let database: DatabaseHandle;
  let tripId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    tripId = (await aTrip(database.db, { departs: new Date(T0), serviceDate: '2026-11-26' })).id;
  });
  afterAll(() => database.close());

  const row = (atMs: number, lat = 48): FixRow => ({
    tripId,
    busId: null,
    lat,
    lng: 11.5,
    bearing: null,
    speed: null,
    accuracy: null,
    recordedAt: new Date(atMs),
    source: 'import',
    alongM: null,
    offRoute: false,
    flag: null,
  });

  it.each([
    ['NaN', Number.NaN, 1],
    ['200', 200, 2],
    ['Infinity', Number.POSITIVE_INFINITY, 3],
  ])('stores every concurrent sender but the one at latitude %s', async (_name, badLat, hour) => {
    const repo = createPositionsRepo(database.db);
    const store = coalesceInserts((rows) => repo.insert(rows));
    const base = T0 + hour * 3_600_000;
    const good = (i: number) => [row(base + i * 1000), row(base + i * 1000 + 500)];
    // The first goes alone; the rest wait for it and share the next INSERT with the bad one.
    const requests = [
      ...Array.from({ length: SENDERS / 2 }, (_, i) => store(good(i))),
      store([row(base - 1000), row(base - 500, badLat)]),
      ...Array.from({ length: SENDERS / 2 }, (_, i) => store(good(SENDERS / 2 + i))),
    ];
    const answers = await Promise.allSettled(requests);
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(answers[SENDERS / 2]!.status).toBe('rejected');
    for (const [i, a] of answers.entries())
      if (i !== SENDERS / 2) expect(a.status === 'fulfilled' && a.value.size).toBe(2);
    const stored = (await repo.ofTrip(tripId)).filter(
      (f) => f.recordedAt.getTime() >= base - 1000 && f.recordedAt.getTime() < base + 3_600_000,
    );
    // Every good sender's two fixes; nothing of the refused request, its good row neither.
    expect(stored).toHaveLength(SENDERS * 2);
    expect(stored.every((f) => f.lat === 48)).toBe(true);
  });
});
