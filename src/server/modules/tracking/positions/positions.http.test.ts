import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { trip as tripTable } from '#db/schema/timetable.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const T0 = Date.parse('2026-11-26T10:00:00Z');
let nowMs = T0;
let user: RequestUser = ADMIN;
let t: TestApp;
let made: Awaited<ReturnType<typeof aTrip>>;

const at = (offsetS: number) => new Date(T0 + offsetS * 1000).toISOString();
/** Between the first and second stop (0.1° apart, due north): `part` of the way. */
const between = (part: number) => ({ lat: 48 + part / 10, lng: 11.5 });

async function post(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/positions', payload: body });
}
async function live(): Promise<LiveTrip> {
  const res = await t.app.inject({ method: 'GET', url: `/api/live/trips/${made.id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(nowMs),
    register: (app) => {
      app.resolveUser = async () => user;
    },
  });
  // Leaves at 09:58 UTC, ten minutes a stop: at 10:00 it should be a fifth of the way.
  made = await aTrip(t.database.db, {
    departs: new Date(T0 - 2 * 60_000),
    serviceDate: '2026-11-26',
    conductorUserId: 'conductor-1',
  });
});
afterAll(() => t.close());

describe('POST /api/positions', () => {
  it('stores a fix once however often it is sent, and the trip goes live', async () => {
    const fix = { tripId: made.id, ...between(0.3), bearing: 0, speed: 20, recordedAt: at(0) };
    expect((await post(fix)).json()).toEqual({ stored: 1, duplicates: 0, flagged: 0 });
    expect((await post(fix)).json()).toEqual({ stored: 0, duplicates: 1, flagged: 0 });
    const rows = await t.database.db
      .select()
      .from(vehiclePosition)
      .where(eq(vehiclePosition.tripId, made.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.alongM).toBeGreaterThan(3000);
    expect(rows[0]!.offRoute).toBe(false);

    const trip = await live();
    expect(trip.state).toBe('live');
    expect(trip.position).toMatchObject({ lat: 48.03, lng: 11.5, bearing: 0 });
    // 30 % of a 10-minute stretch is 3 minutes in; it left 2 minutes ago: a minute early.
    expect(trip.delaySeconds).toBeGreaterThan(-80);
    expect(trip.delaySeconds).toBeLessThan(-40);
    expect(trip.stops[0]!.predictedAt).toBeNull();
    expect(Date.parse(trip.stops[1]!.predictedAt!)).toBeGreaterThan(T0);
    expect(trip.stops[1]!.scheduledAt).toBe(new Date(T0 + 8 * 60_000).toISOString());
  });

  it('refuses a bad fix naming the field, and stores nothing of its batch', async () => {
    const good = { tripId: made.id, ...between(0.35), recordedAt: at(20) };
    const res = await post({ fixes: [good, { ...good, lat: 91, recordedAt: at(21) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/lat/);
    const ahead = await post({ fixes: [good, { ...good, recordedAt: at(120) }] });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.message).toMatch(
      /fixes\[1\]\.recordedAt: .* ahead of the server's clock/,
    );
    const unknown = await post({ ...good, tripId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().error.message).toMatch(/tripId: There is no trip/);
    const rows = await t.database.db
      .select()
      .from(vehiclePosition)
      .where(eq(vehiclePosition.tripId, made.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a jump faster than 150 km/h, flagged, without moving the bus', async () => {
    const res = await post({ tripId: made.id, ...between(0.9), recordedAt: at(30) });
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, flagged: 1 });
    expect((await live()).position).toMatchObject({ lat: 48.03 });
  });

  it('lets only the trip’s conductor or an admin send its position', async () => {
    const fix = { tripId: made.id, ...between(0.301), recordedAt: at(25) };
    user = { ...ADMIN, id: 'conductor-2', role: 'conductor' };
    expect((await post(fix)).statusCode).toBe(403);
    user = { ...ADMIN, id: 'passenger-1', role: 'passenger' };
    expect((await post(fix)).statusCode).toBe(403);
    user = { ...ADMIN, id: 'conductor-1', role: 'conductor' };
    const sent = await post(fix);
    user = ADMIN;
    expect(sent.json()).toEqual({ stored: 1, duplicates: 0, flagged: 0 });
  });

  it('goes stale when fixes stop for 90 s, and live again with the next', async () => {
    nowMs = T0 + 140_000;
    const trip = await live();
    expect(trip.state).toBe('stale');
    expect(trip.stops.every((s) => s.predictedAt === null)).toBe(true);
    await post({ tripId: made.id, ...between(0.5), recordedAt: at(139) });
    expect((await live()).state).toBe('live');
  });

  it('takes no fix for a cancelled trip, and says the trip is cancelled', async () => {
    await t.database.db
      .update(tripTable)
      .set({ status: 'cancelled' })
      .where(eq(tripTable.id, made.id));
    const cancelled = await aTrip(t.database.db, {
      departs: new Date(T0),
      serviceDate: '2026-11-26',
      status: 'cancelled',
    });
    const res = await post({ tripId: cancelled.id, ...between(0.1), recordedAt: at(140) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/tripId: .* is cancelled/);
  });

  it('refuses a trip of another day', async () => {
    const old = await aTrip(t.database.db, {
      departs: new Date(T0 - 3 * 86_400_000),
      serviceDate: '2026-11-23',
    });
    const res = await post({ tripId: old.id, ...between(0.1), recordedAt: at(140) });
    expect(res.json().error.message).toMatch(/takes no more positions: its window closed at/);
  });

  it('refuses fixes for a trip hours before it leaves, saying when its window opens', async () => {
    const later = await aTrip(t.database.db, {
      departs: new Date(nowMs + 3 * 3_600_000),
      serviceDate: '2026-11-26',
      conductorUserId: 'conductor-1',
    });
    user = { ...ADMIN, id: 'conductor-1', role: 'conductor' };
    const res = await post({ tripId: later.id, ...between(0), recordedAt: at(140) });
    user = ADMIN;
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(
        /takes no positions yet: its window opens at .*, 90 min before it leaves/,
      ),
      details: { fields: [{ field: 'tripId' }] },
    });
    const rows = await t.database.db
      .select()
      .from(vehiclePosition)
      .where(eq(vehiclePosition.tripId, later.id));
    expect(rows).toHaveLength(0);
  });
});
