import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedule, trip } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aBus, aRoute, aSchedule } from '#server/testing/factories.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN, dayFromToday, insertTrip } from '../fleet.testing.ts';

describe.each(testDatabases())('taking a bus out of service on %s', (kind) => {
  let t: TestApp;
  let lech: string;

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const setStatus = (status: string) => send('POST', `/api/admin/buses/${lech}/status`, { status });
  const statusAudits = () => t.database.db.$count(auditLog, eq(auditLog.action, 'bus.set-status'));

  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind), signedInAs: ADMIN });
    const db = t.database.db;
    // "Lech" works the X10: back from Stuttgart at 08:15, out again at 15:00, every day.
    lech = (await aBus(db, { registration: 'B-TT 102', name: 'Lech' })).id;
    const out = await aRoute(db, { shortName: 'X10', longName: 'München ZOB → Stuttgart Hbf' });
    const back = await aRoute(db, { shortName: 'X10', longName: 'Stuttgart Hbf → München ZOB' });
    const validFrom = dayFromToday(0);
    await aSchedule(db, back, { validFrom, departureTime: 8 * 60 + 15, busId: lech });
    await aSchedule(db, out, { validFrom, departureTime: 15 * 60, busId: lech });
    expect((await send('POST', '/api/admin/schedules/rollout')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses retirement and maintenance while the bus has schedules and trips, naming them', async () => {
    for (const status of ['retired', 'maintenance']) {
      const res = await setStatus(status);
      expect(res.statusCode).toBe(412);
      const { code, message, details } = res.json().error;
      expect(code).toBe('failed-precondition');
      expect(message).toMatch(
        status === 'retired'
          ? /^B-TT 102 cannot be retired /
          : /^B-TT 102 cannot go into maintenance /,
      );
      expect(message).toContain('X10 München ZOB → Stuttgart Hbf 15:00 (Every day)');
      expect(message).toContain('X10 Stuttgart Hbf → München ZOB 08:15 (Every day)');
      expect(message).toContain('Assign another bus to those schedules first');
      expect(details.assignments).toMatchObject({ scheduleCount: 2, trips: expect.any(Array) });
      expect(details.assignments.trips).toHaveLength(5);
      expect(details.assignments.tripCount).toBeGreaterThan(50);
    }
    expect((await send('GET', `/api/admin/buses/${lech}`)).json().bus.status).toBe('active');
    expect(await statusAudits()).toBe(0);
  });

  it('counts only schedules still valid and switched on, then names the trips left', async () => {
    const db = t.database.db;
    await db
      .update(schedule)
      .set({ active: false })
      .where(and(eq(schedule.busId, lech), eq(schedule.departureTime, 8 * 60 + 15)));
    await db
      .update(schedule)
      .set({ validFrom: dayFromToday(-7), validTo: dayFromToday(-1) })
      .where(and(eq(schedule.busId, lech), eq(schedule.departureTime, 15 * 60)));
    const res = await setStatus('retired');
    expect(res.json().error.details.assignments).toMatchObject({ scheduleCount: 0, schedules: [] });
    expect(res.json().error.message).toMatch(
      /^B-TT 102 cannot be retired while it still runs trips X10 /,
    );
  });

  it('retires the bus once none of its trips is still to run, and records it', async () => {
    const db = t.database.db;
    await db.update(trip).set({ status: 'cancelled' }).where(eq(trip.busId, lech));
    // Left an hour ago and never marked: it has gone, whatever its status says.
    await insertTrip(db, {
      busId: lech,
      serviceDate: dayFromToday(0),
      departsAt: new Date(Date.now() - 3_600_000),
    });
    const res = await setStatus('retired');
    expect(res.statusCode).toBe(200);
    expect(res.json().bus).toMatchObject({ status: 'retired', nextTrip: null });
    expect(await statusAudits()).toBe(1);
  });

  it('refuses maintenance for a bus with a trip under way', async () => {
    const spare = await aBus(t.database.db);
    await insertTrip(t.database.db, {
      busId: spare.id,
      serviceDate: dayFromToday(0),
      departsAt: new Date(Date.now() - 3_600_000),
      status: 'en-route',
      route: 'RUN',
    });
    const res = await send('POST', `/api/admin/buses/${spare.id}/status`, {
      status: 'maintenance',
    });
    expect(res.json().error.details.assignments).toMatchObject({
      tripCount: 1,
      trips: [{ route: 'RUN Test line' }],
    });
  });
});
