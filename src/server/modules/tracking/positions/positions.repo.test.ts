import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { createPositionsRepo, type FixRow } from './positions.repo.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-26T10:00:00Z');

describe.each(testDatabases())('the fix history on %s', (kind) => {
  let database: DatabaseHandle;
  let tripId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    tripId = (await aTrip(database.db, { departs: new Date(T0), serviceDate: '2026-11-26' })).id;
  });
  afterAll(() => database.close());

  const row = (atMs: number): FixRow => ({
    tripId,
    busId: null,
    lat: 48,
    lng: 11.5,
    bearing: null,
    speed: null,
    accuracy: null,
    recordedAt: new Date(atMs),
    source: 'simulator',
    alongM: 0,
    offRoute: false,
    flag: null,
  });

  it('stores each trip and time once, even when two writers race', async () => {
    const repo = createPositionsRepo(database.db);
    const batch = [row(T0), row(T0 + 1000), row(T0 + 2000)];
    const answers = await Promise.all([repo.insert(batch), repo.insert(batch), repo.insert(batch)]);
    expect(answers.map((a) => a.length).sort()).toEqual([0, 0, 3]);
    expect(await repo.ofTrip(tripId)).toHaveLength(3);
    expect((await repo.ofTrip(tripId, 2)).map((f) => f.recordedAt.getTime())).toEqual([
      T0 + 1000,
      T0 + 2000,
    ]);
  });

  it('tells which trips have fixes, and forgets only a trip’s simulated ones', async () => {
    const repo = createPositionsRepo(database.db);
    const other = (await aTrip(database.db, { departs: new Date(T0), serviceDate: '2026-11-26' }))
      .id;
    await repo.insert([
      { ...row(T0 + 50_000), tripId: other },
      { ...row(T0 + 51_000), tripId: other, source: 'conductor' },
    ]);
    expect((await repo.withFixes([other, randomUUID()])).sort()).toEqual([other]);
    await repo.deleteSimulated([other]);
    expect((await repo.ofTrip(other)).map((f) => f.source)).toEqual(['conductor']);
  });

  it('deletes fixes older than 30 days, once however many instances try', async () => {
    const repo = createPositionsRepo(database.db);
    await repo.insert([row(T0 - 31 * DAY), row(T0 - 40 * DAY)]);
    const cutoff = new Date(T0 - 30 * DAY);
    const answers = await Promise.all([repo.deleteBefore(cutoff), repo.deleteBefore(cutoff)]);
    // On PostgreSQL the second finds the lock taken (null) or nothing left (0); PGlite runs them in turn.
    expect(answers.filter((n) => n === 2)).toHaveLength(1);
    expect(answers.filter((n) => n !== 2).every((n) => n === null || n === 0)).toBe(true);
    expect(await repo.ofTrip(tripId)).toHaveLength(3);
  });
  it('deletes every expired fix and none newer, in batches that return no rows', async () => {
    const repo = createPositionsRepo(database.db);
    const cutoff = new Date(T0 - 30 * DAY);
    // 23 expired fixes (one a millisecond before the cut-off) and 4 kept (one exactly at it).
    const expired = Array.from({ length: 22 }, (_, i) => row(T0 - 35 * DAY + i * 60_000));
    expired.push(row(cutoff.getTime() - 1));
    const kept = [cutoff.getTime(), cutoff.getTime() + 1, T0 - DAY, T0 + 5000].map(row);
    await repo.insert([...expired, ...kept]);
    const before = (await repo.ofTrip(tripId)).length;
    const batches: number[] = [];
    const deleted = await repo.deleteBefore(cutoff, {
      batchSize: 5,
      onBatch: (n) => batches.push(n),
    });
    expect(deleted).toBe(23);
    expect(batches).toEqual([5, 5, 5, 5, 3]);
    const left = await repo.ofTrip(tripId);
    expect(left).toHaveLength(before - 23);
    expect(left.every((f) => f.recordedAt.getTime() >= cutoff.getTime())).toBe(true);
    expect(left.map((f) => f.recordedAt.getTime())).toEqual(
      expect.arrayContaining(kept.map((k) => k.recordedAt.getTime())),
    );
    expect(await repo.deleteBefore(cutoff, { batchSize: 5 })).toBe(0);
  });

  it('stops between batches once the app closes', async () => {
    const repo = createPositionsRepo(database.db);
    const cutoff = new Date(T0 - 30 * DAY);
    await repo.insert(Array.from({ length: 12 }, (_, i) => row(T0 - 50 * DAY + i * 1000)));
    const closing = new AbortController();
    const batches: number[] = [];
    const deleted = await repo.deleteBefore(cutoff, {
      batchSize: 4,
      signal: closing.signal,
      onBatch: (n) => {
        batches.push(n);
        closing.abort();
      },
    });
    expect(deleted).toBe(4);
    expect(batches).toEqual([4]);
    expect(await repo.deleteBefore(cutoff, { batchSize: 4 })).toBe(8);
  });
});
