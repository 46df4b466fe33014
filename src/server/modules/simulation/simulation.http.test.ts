import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { LiveTrip } from '#shared/tracking/tracking.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { ADMIN } from '../fleet/fleet.testing.ts';

const PASSENGER = { ...ADMIN, id: 'passenger-test', role: 'passenger' as const };

describe.each(testDatabases())('the simulation over HTTP on %s', (kind) => {
  let admin: TestApp;
  let passenger: TestApp;
  const departs = new Date(Date.now() - 5 * 60_000);
  let tripId: string;
  let cancelledId: string;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    const env = { OPERATOR_TIMEZONE: 'UTC' };
    admin = await createTestApp({ database, signedInAs: ADMIN, env });
    passenger = await createTestApp({ database, signedInAs: PASSENGER, env });
    const serviceDate = localDate(departs, 'UTC');
    tripId = (await aTrip(database.db, { serviceDate, departs })).id;
    cancelledId = (await aTrip(database.db, { serviceDate, departs, status: 'cancelled' })).id;
  });
  afterAll(async () => {
    await passenger.app.close();
    await admin.close();
  });

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/simulation'],
      ['GET', '/api/admin/simulation/trips'],
      ['POST', '/api/admin/simulation/start'],
      ['POST', '/api/admin/simulation/stop'],
      ['GET', '/api/admin/simulation/bench'],
      ['POST', '/api/admin/simulation/bench/start'],
      ['POST', '/api/admin/simulation/bench/stop'],
    ] as const) {
      const res = await passenger.app.inject({
        method,
        url,
        payload: method === 'POST' ? { speed: 1 } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('offers today’s trips that are not cancelled', async () => {
    const res = await admin.app.inject({ method: 'GET', url: '/api/admin/simulation/trips' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().trips.map((t: { tripId: string }) => t.tripId);
    expect(ids).toContain(tripId);
    expect(ids).not.toContain(cancelledId);
  });

  it('answers a bad speed with 400 naming the field', async () => {
    for (const speed of [0, 61, 'fast']) {
      const res = await admin.app.inject({
        method: 'POST',
        url: '/api/admin/simulation/start',
        payload: { speed },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid-argument', message: /speed/ });
      expect(res.json().error.details.fields[0].field).toBe('body.speed');
    }
  });

  it('bounds the load bench, naming the field', async () => {
    const res = await admin.app.inject({
      method: 'POST',
      url: '/api/admin/simulation/bench/start',
      payload: { buses: 1000, subscribers: 500, durationS: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0]).toMatchObject({
      field: 'body.subscribers',
      message: expect.stringMatching(/at most 200,000 updates a second/),
    });
    const idle = await admin.app.inject({ method: 'GET', url: '/api/admin/simulation/bench' });
    expect(idle.json()).toMatchObject({ running: false, startedAt: null });
  });

  it('refuses to drive a cancelled trip, naming it', async () => {
    const res = await admin.app.inject({
      method: 'POST',
      url: '/api/admin/simulation/start',
      payload: { speed: 1, tripIds: [cancelledId] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(cancelledId);
  });

  it('drives a trip through tracking: its fixes make it live on /api/live, then it stops', async () => {
    const started = await admin.app.inject({
      method: 'POST',
      url: '/api/admin/simulation/start',
      payload: { speed: 1, tripIds: [tripId], faults: { noiseM: 10 } },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      running: true,
      speed: 1,
      mode: 'chosen',
      faults: { noiseM: 10, gaps: false },
    });
    const live = async () => {
      const res = await admin.app.inject({ method: 'GET', url: `/api/live/trips/${tripId}` });
      return LiveTrip.parse(res.json());
    };
    await expect.poll(async () => (await live()).state, { timeout: 8000 }).toBe('live');
    const trip = await live();
    // A bus 5 minutes into a 10-minute stretch north from 48° N.
    expect(trip.position!.lat).toBeGreaterThan(48);
    expect(trip.position!.lat).toBeLessThan(48.1);
    expect(trip.position!.alongM).toBeGreaterThan(0);
    const status = (await admin.app.inject({ method: 'GET', url: '/api/admin/simulation' })).json();
    expect(status.trips).toEqual([expect.objectContaining({ tripId, phase: 'driving' })]);
    expect(status).toMatchObject({ refusalCount: 0, refusals: [] });
    expect(status.fixesSent).toBeGreaterThan(0);
    const stopped = await admin.app.inject({ method: 'POST', url: '/api/admin/simulation/stop' });
    expect(stopped.json()).toMatchObject({ running: false, trips: [] });
  });
});
