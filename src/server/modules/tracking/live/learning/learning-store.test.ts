import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aRoute } from '#server/testing/factories.testing.ts';
import { Learned, leaveKey, segmentKey, STRETCH_TAU_MS } from '../../prediction/learning.ts';
import { createLearningRepo } from './learning.repo.ts';
import {
  createLearningStore,
  EARLIER_DAY_WEIGHT,
  MAX_ROWS,
  rowsOf,
  slotOf,
} from './learning-store.ts';

const ZONE = 'Europe/Berlin';
/** 10:15 in Berlin. */
const T0 = Date.parse('2026-11-26T09:15:00Z');
const DAY = 86_400_000;
const noLog = { warn: () => undefined };

describe('filing learned ETA times', () => {
  it('files a mean under the half-hour of the operator’s day it was last observed in', () => {
    expect(slotOf(T0, ZONE)).toBe(20);
    expect(slotOf(Date.parse('2026-11-26T22:59:00Z'), ZONE)).toBe(47);
    expect(slotOf(Date.parse('2026-11-26T23:00:00Z'), ZONE)).toBe(0);
  });

  it('writes only what changed, stretches under their direction, newest first and bounded', () => {
    const learned = new Learned();
    learned.observeStretch(segmentKey('a', 'b'), T0, 60, 'a>z');
    learned.observeDeparture('a>z', T0 + 1000, 30, 120);
    const rows = rowsOf('r', learned, ZONE);
    expect(rows.map((r) => [r.kind, r.direction, r.segment, r.value])).toEqual([
      ['lag', 'a>z', '', 30],
      ['place', 'a>z', 'a>z#0', 120],
      ['stretch', 'a>z', 'a>b', 60],
    ]);
    expect(rowsOf('r', learned, ZONE)).toEqual([]);
    for (let i = 0; i < 5; i++) learned.observeStretch(segmentKey(`s${i}`, 't'), T0 + i, 1, 'x');
    expect(rowsOf('r', learned, ZONE, 2).map((r) => r.segment)).toEqual(['s4>t', 's3>t']);
  });
});

describe.each(testDatabases())('learned ETA times across a restart on %s', (kind) => {
  let database: DatabaseHandle;
  let routeId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    routeId = (await aRoute(database.db)).id;
  });
  afterAll(() => database.close());

  const storeAt = (nowMs: number) =>
    createLearningStore({
      repo: createLearningRepo(database.db),
      timezone: async () => ZONE,
      now: () => new Date(nowMs),
      log: noLog,
    });

  it('reads back what an instance wrote, with its age, and only the newest of a key', async () => {
    const before = new Learned();
    const ab = segmentKey('a', 'b');
    before.observeStretch(ab, T0 - 60_000, 90, 'a>z');
    before.observeDeparture('a>z', T0 - 60_000, 45, 300);
    before.observeStretch(leaveKey('a>z', 'b'), T0 - 60_000, 20, 'a>z');
    expect(await storeAt(T0).flush([[routeId, before]])).toBe(4);
    // An older mean written later (another instance, late) does not overwrite the newer one.
    const stale = new Learned();
    stale.observeStretch(ab, T0 - 3_600_000, 999, 'a>z');
    await storeAt(T0).flush([[routeId, stale]]);

    const after = new Learned();
    await storeAt(T0 + 60_000).load(routeId, after);
    expect(after.stretches.get(ab)).toEqual({ value: 90, weight: 1, atMs: T0 - 60_000 });
    expect(after.directions.get(ab)).toBe('a>z');
    expect(after.lags.get('a>z')!.value).toBe(45);
    expect(after.waitingPlace('a>z', T0 + 60_000)).toBe(300);
    expect(after.stretches.get(leaveKey('a>z', 'b'))!.value).toBe(20);
  });

  it('takes the same half-hour of an earlier day as a weak prior, and nothing of other hours', async () => {
    const learned = new Learned();
    await storeAt(T0 + 2 * DAY).load(routeId, learned);
    const mean = learned.stretches.get(segmentKey('a', 'b'))!;
    expect(mean).toEqual({ value: 90, weight: EARLIER_DAY_WEIGHT, atMs: T0 + 2 * DAY });
    const elsewhen = new Learned();
    await storeAt(T0 + 2 * DAY + 3 * STRETCH_TAU_MS).load(routeId, elsewhen);
    expect(elsewhen.stretches.size).toBe(0);
  });

  it('writes a large batch in chunks, bounded', async () => {
    const learned = new Learned();
    for (let i = 0; i < MAX_ROWS + 10; i++)
      learned.observeStretch(segmentKey(`x${i}`, 'y'), T0 + i, i, 'x>y');
    expect(await storeAt(T0).flush([[routeId, learned]])).toBe(MAX_ROWS);
  });
});
