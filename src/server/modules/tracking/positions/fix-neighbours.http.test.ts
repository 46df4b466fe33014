/**
 * Defects 3 and 4 of issue 23 through `POST /api/positions`, with two instances on one database
 * and one hub, and a restart: one bad fix, first or not, never freezes a bus; a late fix is judged
 * against the fixes around it and never reaches the replay.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createInProcessHub, type RealtimeHub } from '#server/realtime/hub.ts';
import { eventually } from '#server/realtime/realtime.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const T0 = Date.parse('2026-11-26T10:00:00Z');
const at = (offsetS: number) => new Date(T0 + offsetS * 1000).toISOString();
/** `km` north of the first stop, on the trip's road (due north along 11.5° E). */
const north = (km: number) => ({ lat: 48 + km / 111.2, lng: 11.5 });

describe.each(testDatabases())('a bus judged by the fixes around it on %s', (kind) => {
  let database: DatabaseHandle;
  let hub: RealtimeHub;
  let a: TestApp;
  let b: TestApp;
  const nowMs = T0 + 120_000;
  const appOn = () =>
    createTestApp({ database, hub, now: () => new Date(nowMs), signedInAs: ADMIN });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    hub = createInProcessHub();
    [a, b] = [await appOn(), await appOn()];
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await hub.close();
    await database.close();
  });

  const newTrip = async () =>
    (
      await aTrip(database.db, {
        departs: new Date(T0 - 5 * 60_000),
        serviceDate: '2026-11-26',
      })
    ).id;
  const post = async (t: TestApp, tripId: string, km: number, offsetS: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/positions',
      payload: { tripId, ...north(km), recordedAt: at(offsetS) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { stored: number; flagged: number };
  };
  /** Lets the other instance take in what the hub told it. */
  const heard = () => new Promise((resolve) => setTimeout(resolve, 100));
  const live = async (t: TestApp, tripId: string): Promise<LiveTrip> =>
    (await t.app.inject({ method: 'GET', url: `/api/live/trips/${tripId}` })).json();
  const flags = async (tripId: string) =>
    (
      await database.db
        .select({ recordedAt: vehiclePosition.recordedAt, flag: vehiclePosition.flag })
        .from(vehiclePosition)
        .where(and(eq(vehiclePosition.tripId, tripId)))
        .orderBy(asc(vehiclePosition.recordedAt))
    ).map((r) => [r.recordedAt.toISOString(), r.flag]);

  it('never lets a first fix at (0,0) anchor the bus: the honest fixes after it move it', async () => {
    const tripId = await newTrip();
    const zero = await a.app.inject({
      method: 'POST',
      url: '/api/positions',
      payload: { tripId, lat: 0, lng: 0, recordedAt: at(0) },
    });
    expect(zero.json()).toMatchObject({ stored: 1, flagged: 1 });
    expect(await post(a, tripId, 2, 30)).toMatchObject({ flagged: 0 });
    expect(await post(b, tripId, 2.3, 45)).toMatchObject({ flagged: 0 });
    expect((await live(a, tripId)).position).toMatchObject(north(2.3));
    expect((await live(b, tripId)).position).toMatchObject(north(2.3));
  });

  it('lets three consistent fixes win over a bad first fix: in the database, on the other instance and after a restart', async () => {
    const tripId = await newTrip();
    // A first fix on the road, but 20 km on: where the bus cannot be two minutes later.
    expect(await post(a, tripId, 20, 0)).toMatchObject({ flagged: 0 });
    expect((await live(b, tripId)).position).toMatchObject(north(20));
    // The run comes in through both instances: each hears of the other's flagged fixes.
    expect(await post(a, tripId, 1, 90)).toMatchObject({ flagged: 1 });
    await heard();
    expect(await post(b, tripId, 1.2, 105)).toMatchObject({ flagged: 1 });
    await heard();
    expect(await post(a, tripId, 1.4, 120)).toMatchObject({ flagged: 0 });
    expect(await flags(tripId)).toEqual([
      [at(0), 'jump'],
      [at(90), null],
      [at(105), null],
      [at(120), null],
    ]);
    expect((await live(a, tripId)).position).toMatchObject(north(1.4));
    // The other instance follows the trip again, told through the hub.
    await eventually(async () =>
      (await live(b, tripId)).position?.lat === north(1.4).lat ? true : undefined,
    );
    // A fresh instance on the same database rebuilds the bus where the run put it.
    await a.app.close();
    a = await appOn();
    expect((await live(a, tripId)).position).toMatchObject(north(1.4));
    expect(await post(a, tripId, 1.6, 135)).toMatchObject({ flagged: 0 });
  });

  it('checks a late fix against the good fixes before and after it; the replay never shows it', async () => {
    const tripId = await newTrip();
    for (const [km, s] of [
      [1, 0],
      [1.3, 30],
      [1.6, 60],
    ] as const)
      await post(a, tripId, km, s);
    // Sent after the fix of 60 s, dated between 30 s and 60 s: 12 km on, and 10,000 km away.
    expect(await post(b, tripId, 13, 45)).toMatchObject({ stored: 1, flagged: 1 });
    const far = await b.app.inject({
      method: 'POST',
      url: '/api/positions',
      payload: { tripId, lat: -41.3, lng: 174.8, recordedAt: at(50) },
    });
    expect(far.json()).toMatchObject({ stored: 1, flagged: 1 });
    // An honest late fix still counts.
    expect(await post(a, tripId, 1.15, 15)).toMatchObject({ flagged: 0 });
    const replay = await a.app.inject({ method: 'GET', url: `/api/live/trips/${tripId}/history` });
    const shown = (replay.json() as { fixes: { recordedAt: string }[] }).fixes.map((f) =>
      new Date(f.recordedAt).toISOString(),
    );
    expect(shown).toEqual([at(0), at(15), at(30), at(60)]);
    expect((await live(b, tripId)).position).toMatchObject(north(1.6));
  });
});
