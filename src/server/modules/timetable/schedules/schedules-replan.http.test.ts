import { eq } from 'drizzle-orm';
import { seatReservation } from '#db/schema/booking.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import type { ScheduleInput } from '#shared/timetable/timetable.ts';
import { aBus, aSchedule } from '#server/testing/factories.testing.ts';
import {
  dayFromToday,
  fieldsOf as fields,
  openTimetableApp,
  reserveSeat,
  scheduleBody,
  type TimetableApp,
} from './schedules.testing.ts';

describe.each(testDatabases())('schedule changes over HTTP on %s', (kind) => {
  let a: TimetableApp;
  let body: ScheduleInput;

  beforeAll(async () => {
    a = await openTimetableApp(kind);
    const bus = await aBus(a.db);
    body = scheduleBody(a.x10, {
      validFrom: dayFromToday(1),
      busId: bus.id,
      conductorUserId: a.conductorId,
    });
  });
  afterAll(() => a.t.close());

  it('re-plans unsold future trips on a change, and leaves a trip with sold seats as it was', async () => {
    const created = (
      await a.send('POST', '/api/admin/schedules', {
        ...body,
        departureTime: '04:00',
        conductorUserId: null,
        busId: null,
      })
    ).json().schedule;
    const [sold, unsold] = await a.tripsOf(created.id);
    await reserveSeat(a.db, sold!.id, 'held');
    const soldBefore = await a.firstDeparture(sold!.id);

    const res = await a.send('PUT', `/api/admin/schedules/${created.id}`, {
      ...body,
      departureTime: '04:30',
      conductorUserId: null,
      busId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toEqual({
      created: 0,
      replanned: 59,
      removed: 0,
      kept: [{ tripId: sold!.id, serviceDate: sold!.serviceDate }],
    });
    expect(await a.firstDeparture(sold!.id)).toEqual(soldBefore);
    expect((await a.firstDeparture(unsold!.id)).getTime() - soldBefore.getTime()).toBe(
      86_400_000 + 30 * 60_000,
    );
    const [entry] = await a.audits('schedule.update');
    expect(entry).toMatchObject({
      before: { departureTime: '04:00' },
      after: { schedule: { departureTime: '04:30' } },
    });

    const fewer = await a.send('PUT', `/api/admin/schedules/${created.id}`, {
      ...body,
      departureTime: '04:30',
      daysOfWeek: [],
      serviceCalendarId: null,
      conductorUserId: null,
      busId: null,
    });
    expect(fields(fewer)).toEqual(['body.daysOfWeek']);
    const off = await a.send('PUT', `/api/admin/schedules/${created.id}`, {
      ...body,
      departureTime: '04:30',
      active: false,
      conductorUserId: null,
      busId: null,
    });
    expect(off.json().plan).toMatchObject({ removed: 59, kept: [{ tripId: sold!.id }] });
    expect(await a.tripsOf(created.id)).toHaveLength(1);
  });

  it('refuses to delete a schedule with sold future trips, changing nothing; deletes it once they are gone', async () => {
    const created = (
      await a.send('POST', '/api/admin/schedules', {
        ...body,
        departureTime: '03:00',
        conductorUserId: null,
        busId: null,
      })
    ).json().schedule;
    const [sold] = await a.tripsOf(created.id);
    await reserveSeat(a.db, sold!.id, 'confirmed');
    const refused = await a.send('DELETE', `/api/admin/schedules/${created.id}`);
    expect(refused.statusCode).toBe(412);
    expect(refused.json().error).toMatchObject({
      code: 'failed-precondition',
      details: { trips: [{ tripId: sold!.id }] },
    });
    expect(await a.tripsOf(created.id)).toHaveLength(60);

    await a.db
      .update(seatReservation)
      .set({ status: 'cancelled' })
      .where(eq(seatReservation.tripId, sold!.id));
    const res = await a.send('DELETE', `/api/admin/schedules/${created.id}`);
    expect(res.json()).toEqual({
      ok: true,
      plan: { created: 0, replanned: 0, removed: 60, kept: [] },
    });
    expect(await a.db.$count(schedule, eq(schedule.id, created.id))).toBe(0);
    // The trip with a cancelled reservation stays for its history, cancelled.
    expect(
      await a.db.select({ status: trip.status }).from(trip).where(eq(trip.id, sold!.id)),
    ).toEqual([{ status: 'cancelled' }]);
    expect(await a.audits('schedule.delete')).toHaveLength(1);
  });

  it('runs the roll-out on demand and reports what it created; again, nothing', async () => {
    await aSchedule(a.db, a.x10, { validFrom: dayFromToday(0) }); // written, not rolled out
    const first = await a.send('POST', '/api/admin/schedules/rollout');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ from: dayFromToday(0), to: dayFromToday(60), skipped: 0 });
    expect(first.json().created).toBeGreaterThan(0);
    expect((await a.send('POST', '/api/admin/schedules/rollout')).json().created).toBe(0);
    expect(await a.audits('schedule.rollout')).toHaveLength(2);
  });
});
