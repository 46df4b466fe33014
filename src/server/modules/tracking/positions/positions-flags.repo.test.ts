import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { createPositionsRepo, type FixRow } from './positions.repo.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');

describe.each(testDatabases())('the flags of stored fixes on %s', (kind) => {
  let database: DatabaseHandle;
  let tripId: string;
  let other: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const trip = () => aTrip(database.db, { departs: new Date(T0), serviceDate: '2026-11-26' });
    [tripId, other] = [(await trip()).id, (await trip()).id];
  });
  afterAll(() => database.close());

  const row = (id: string, s: number, flag: FixRow['flag'] = null): FixRow => ({
    tripId: id,
    busId: null,
    lat: 48 + s / 10_000,
    lng: 11.5,
    bearing: null,
    speed: null,
    accuracy: null,
    recordedAt: new Date(T0 + s * 1000),
    source: 'conductor',
    alongM: null,
    offRoute: false,
    flag,
  });
  const times = (fixes: { recordedAt: Date }[]) =>
    fixes.map((f) => (f.recordedAt.getTime() - T0) / 1000);

  it('finds the good fixes just before and after each time asked, per trip', async () => {
    const repo = createPositionsRepo(database.db);
    await repo.insert([
      row(tripId, 0),
      row(tripId, 10, 'jump'),
      row(tripId, 20),
      row(tripId, 30),
      row(other, 15),
    ]);
    const around = await repo.goodAround([
      { tripId, at: new Date(T0 + 12_000) },
      { tripId, at: new Date(T0 + 25_000) },
    ]);
    expect(around.every((f) => f.tripId === tripId && f.flag === null)).toBe(true);
    expect(times(around)).toEqual([0, 20, 30]);
    expect(await repo.goodAround([])).toEqual([]);
  });

  it('unflags a run and flags what it overturned, in one statement, for that trip only', async () => {
    const repo = createPositionsRepo(database.db);
    await repo.setFlags(tripId, {
      good: [new Date(T0 + 10_000)],
      jump: [new Date(T0), new Date(T0 + 15_000)],
    });
    const flags = (await repo.ofTrip(tripId)).map((f) => f.flag);
    expect(flags).toEqual(['jump', null, null, null]);
    expect((await repo.ofTrip(other)).map((f) => f.flag)).toEqual([null]);
    await repo.setFlags(tripId, { good: [], jump: [new Date(T0 + 30_000)] });
    expect((await repo.ofTrip(tripId)).map((f) => f.flag)).toEqual(['jump', null, null, 'jump']);
  });
});
