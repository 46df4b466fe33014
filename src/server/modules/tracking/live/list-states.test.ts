/**
 * A list of trips says what each trip's page says (decision 029): ten minutes without a fix is
 * "No signal" in `/track?q=` as on the page, on an instance that follows the trip and on one that
 * never did (it follows it again from the database); the admin dashboard counts it on the road
 * and `/admintrips` says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackSearchResult } from '#shared/tracking/find.ts';
import type { AdminStats } from '#shared/stats/stats.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const T0 = Date.parse('2026-11-26T10:00:00Z');

describe('a trip ten minutes without a fix, in lists and on its page', () => {
  const clock = { ms: T0 };
  const now = () => new Date(clock.ms);
  let t: TestApp;
  let other: TestApp;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp({ now, signedInAs: ADMIN, env: { OPERATOR_TIMEZONE: 'UTC' } });
    tripId = (
      await aTrip(t.database.db, { departs: new Date(T0 - 60_000), serviceDate: '2026-11-26' })
    ).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/positions',
      payload: { tripId, lat: 48.03, lng: 11.5, recordedAt: new Date(T0).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    clock.ms = T0 + 11 * 60_000;
    other = await createTestApp({ now, signedInAs: ADMIN, database: t.database });
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const found = async (app: TestApp) => {
    const res = await app.app.inject({ url: `/api/live/search?q=${tripId}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TrackSearchResult).trips[0]!;
  };

  it('is "No signal" in the search, as on its page, here and on an instance that never followed it', async () => {
    const page = await t.app.inject({ url: `/api/live/trips/${tripId}` });
    expect(page.json()).toMatchObject({ state: 'stale' });
    expect(await found(t)).toMatchObject({ tripId, state: 'stale' });
    expect(await found(other)).toMatchObject({ tripId, state: 'stale' });
    expect((await found(other)).delaySeconds).not.toBeNull();
  });

  it('is on the road on the dashboard', async () => {
    const res = await other.app.inject({ url: '/api/admin/stats' });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as AdminStats;
    expect(stats.tripsToday.byStatus['en-route']).toBe(1);
  });

  it('is "No signal" on /admintrips', async () => {
    const res = await other.app.inject({ url: '/api/admin/trips?date=2026-11-26' });
    expect(res.statusCode, res.body).toBe(200);
    const { trips } = res.json() as { trips: { id: string; tracking: string }[] };
    expect(trips.find((trip) => trip.id === tripId)).toMatchObject({ tracking: 'stale' });
  });
});
