import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etaLearned } from '#db/schema/tracking.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const T0 = Date.parse('2026-11-26T10:00:00Z');
let t: TestApp;
let made: Awaited<ReturnType<typeof aTrip>>;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(T0),
    register: (app) => {
      app.resolveUser = async () => ADMIN;
    },
  });
  // Ten minutes a stop in the timetable; left at 09:58.
  made = await aTrip(t.database.db, {
    departs: new Date(T0 - 2 * 60_000),
    serviceDate: '2026-11-26',
  });
});
afterAll(() => t.close());

describe('what the ETA module learned, after a restart', () => {
  it('is read back when the live state first follows a trip of the route', async () => {
    const [first, second, last] = made.stops.map((s) => s.stopId);
    // An earlier instance learned, a minute ago, from three buses: the first stretch takes 20 min.
    await t.database.db.insert(etaLearned).values({
      routeId: made.routeId,
      direction: `${first}>${last}`,
      kind: 'stretch',
      segment: `${first}>${second}`,
      slot: 22,
      value: 1200,
      weight: 3,
      observedAt: new Date(T0 - 60_000),
    });
    const fix = {
      tripId: made.id,
      lat: 48.05,
      lng: 11.5,
      bearing: 0,
      speed: 10,
      recordedAt: new Date(T0).toISOString(),
    };
    const stored = await t.app.inject({ method: 'POST', url: '/api/positions', payload: fix });
    expect(stored.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/live/trips/${made.id}` });
    const trip: LiveTrip = res.json();
    const next = trip.stops[1]!;
    expect(next.predictedFrom).toBe('buses');
    // Half of a stretch learned as about 18.5 min (20 min from three buses, 10 from the
    // timetable worth half a bus): about 9 min ahead, not the timetable's 5.
    const aheadMin = (Date.parse(next.predictedAt!) - T0) / 60_000;
    expect(aheadMin).toBeGreaterThan(8);
    expect(aheadMin).toBeLessThan(10);
    // The stretch after it was never learned: on average, few buses behind the stop after.
    expect(trip.stops[2]!.predictedFrom).toBe('few-buses');
  });
});
