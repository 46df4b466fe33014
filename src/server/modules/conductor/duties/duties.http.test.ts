import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/rows.ts';
import { testDatabases } from '#db/database.testing.ts';
import { addDays } from '#shared/core/zoned-time.ts';
import type { DutiesAnswer } from '#shared/conductor/conductor.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { PASSENGER } from '../../booking/booking.testing.ts';
import {
  ADMIN,
  CONDUCTOR,
  OTHER_CONDUCTOR,
  openDoorApp,
  type DoorApp,
} from '../conductor.testing.ts';

describe.each(testDatabases())('a conductor’s duties and running a trip on %s', (kind) => {
  let d: DoorApp;
  const post = (path: string, as = CONDUCTOR) =>
    d.as(as, { method: 'POST', url: `/api/conductor/trips/${d.tripId}/${path}` });

  beforeAll(async () => {
    d = await openDoorApp(kind);
    const booked = await d.book(['Gil Going', 'Hal Going']);
    await d.as(CONDUCTOR, {
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { tripId: d.tripId, deviceId: 'phone-1', token: booked.tickets[0]!.token },
    });
  });
  afterAll(async () => {
    await d.close();
  });

  it('lists the conductor’s trips of today and tomorrow with route, bus and counts', async () => {
    const res = await d.as(CONDUCTOR, { url: '/api/conductor/trips' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DutiesAnswer;
    // The door's clock is noon of the trip's day.
    expect(body).toMatchObject({ today: d.a.tomorrow, tomorrow: addDays(d.a.tomorrow, 1) });
    expect(body.note).toBeNull();
    expect(body.trips).toHaveLength(1);
    expect(body.trips[0]).toMatchObject({
      tripId: d.tripId,
      booked: 2,
      boarded: 1,
      conductor: { id: CONDUCTOR.id },
      startedAt: null,
    });
    expect(body.trips[0]!.route.shortName).toBeTruthy();
    expect(body.trips[0]!.departure).not.toBeNull();
  });

  it('tells a conductor with no duty so, and whom to ask', async () => {
    const body = (await d.as(OTHER_CONDUCTOR, { url: '/api/conductor/trips' })).json();
    expect(body.trips).toEqual([]);
    expect(body.note).toMatch(/no trips today or tomorrow.*Ask the operator’s admin/);
    const peek = await d.as(OTHER_CONDUCTOR, {
      url: `/api/conductor/trips?conductor=${CONDUCTOR.id}`,
    });
    expect(peek.statusCode).toBe(403);
    expect((await d.as(PASSENGER, { url: '/api/conductor/trips' })).statusCode).toBe(403);
  });

  it('lets an admin see one conductor’s trips, or every trip', async () => {
    const one = (
      await d.as(ADMIN, { url: `/api/conductor/trips?conductor=${CONDUCTOR.id}` })
    ).json();
    expect(one.trips.map((t: { tripId: string }) => t.tripId)).toEqual([d.tripId]);
    const all = (await d.as(ADMIN, { url: '/api/conductor/trips' })).json();
    expect(all.trips.length).toBeGreaterThan(1);
  });

  it('refuses to start another’s trip, in words', async () => {
    const res = await post('start', OTHER_CONDUCTOR);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Only this trip’s conductor or an admin may start it/);
    expect((await post('stop')).statusCode).toBe(412);
  });

  it('starts and ends once: again answers the first start and end, audited once', async () => {
    const start = await post('start');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({
      status: 'en-route',
      startedAt: d.now.toISOString(),
      startedBy: CONDUCTOR.id,
      endedAt: null,
    });
    expect((await post('start', ADMIN)).json()).toEqual(start.json());
    // The phone's fix makes the bus live on /track (which keeps the trip read); ending it shows
    // there at once, not when the kept read expires.
    const live = async () =>
      (await d.as(CONDUCTOR, { url: `/api/live/trips/${d.tripId}` })).json() as LiveTrip;
    const [lng, lat] = (await live()).shape[1]!;
    const fix = await d.as(CONDUCTOR, {
      method: 'POST',
      url: '/api/positions',
      payload: { tripId: d.tripId, lat, lng, recordedAt: d.now.toISOString() },
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect((await live()).state).toBe('live');
    const listed = (await d.as(CONDUCTOR, { url: '/api/conductor/trips' })).json();
    expect(listed.trips[0]).toMatchObject({ status: 'en-route', startedAt: d.now.toISOString() });
    const end = await post('stop', ADMIN);
    expect(end.json()).toMatchObject({ status: 'completed', endedBy: ADMIN.id });
    expect((await post('stop')).json()).toEqual(end.json());
    expect((await live()).state).toBe('ended');
    const again = await post('start');
    expect(again.statusCode).toBe(412);
    expect(again.json().error.message).toBe('This trip has ended: it cannot start again.');
    const audit = await queryRows<{ action: string; actor_id: string }>(
      d.a.t.database.db,
      sql`select action, actor_id from audit_log where entity_id = ${d.tripId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'trip.started', actor_id: CONDUCTOR.id },
      { action: 'trip.ended', actor_id: ADMIN.id },
    ]);
  });

  it('a cancelled trip cannot start; an unknown trip is 404', async () => {
    // Another trip of the day, which the admin cancelled.
    const { tripId } = await d.a.firstTrip('AGB', 'ULM');
    await d.a.t.database.db.execute(
      sql`update trip set status = 'cancelled', conductor_user_id = ${CONDUCTOR.id}
          where id = ${tripId}`,
    );
    const res = await d.as(CONDUCTOR, {
      method: 'POST',
      url: `/api/conductor/trips/${tripId}/start`,
    });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.message).toBe('This trip is cancelled: it cannot start.');
    const none = await d.as(ADMIN, {
      method: 'POST',
      url: '/api/conductor/trips/00000000-0000-4000-8000-000000000000/start',
    });
    expect(none.statusCode).toBe(404);
  });
});
