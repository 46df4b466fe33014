import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip, tripStop } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { aBus, aRoute, aSchedule } from '#server/testing/factories.testing.ts';
import { ADMIN, aLine, dayFromToday, insertConductor } from '../schedules/schedules.testing.ts';

describe.each(testDatabases())('dated trips over HTTP on %s', (kind) => {
  let t: TestApp;
  let conductorId: string;
  let day: AdminTrip[];
  let x10: Awaited<ReturnType<typeof aLine>>;
  let spare: { id: string };

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const listOn = async (query: string): Promise<AdminTrip[]> =>
    (await send('GET', `/api/admin/trips?${query}`)).json().trips;
  const onLine = (longName: string, hhmm: string) =>
    day.find(
      (x) =>
        x.route.longName === longName &&
        x.departure &&
        new Date(x.departure)
          .toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })
          .startsWith(hhmm),
    )!;
  const fields = (res: { json(): { error: { details: { fields: { field: string }[] } } } }) =>
    res.json().error.details.fields.map((f) => f.field);

  /** A trip of the X10 written straight to the database, leaving `minutes` from now. */
  async function tripLeaving(minutes: number, status: AdminTrip['status'] = 'scheduled') {
    const [row] = await t.database.db
      .insert(trip)
      .values({ routeId: x10.id, serviceDate: dayFromToday(0), status })
      .returning();
    const at = new Date(Date.now() + minutes * 60_000);
    await t.database.db.insert(tripStop).values([
      { tripId: row!.id, sequence: 1, stopId: x10.stops[0]!.stopId, arrival: at, departure: at },
      {
        tripId: row!.id,
        sequence: 2,
        stopId: x10.stops[1]!.stopId,
        arrival: new Date(at.getTime() + 3_600_000),
        departure: new Date(at.getTime() + 3_600_000),
      },
    ]);
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind), signedInAs: ADMIN });
    const db = t.database.db;
    // X10 out at 07:00 and 15:00 on one bus, back at 08:15 on another: the back trip overlaps
    // the morning one.
    x10 = await aLine(db);
    const back = await aRoute(db, {
      shortName: 'X10',
      longName: 'Stuttgart Hbf → München ZOB',
      stops: ['Stuttgart Hbf', 'Ulm ZOB', 'Augsburg Hbf', 'München ZOB'],
      distancesM: [0, 90_000, 170_000, 200_000],
    });
    const [out, home] = [await aBus(db), await aBus(db)];
    const validFrom = dayFromToday(0);
    await aSchedule(db, x10, { validFrom, departureTime: 7 * 60, busId: out.id });
    await aSchedule(db, x10, { validFrom, departureTime: 15 * 60, busId: out.id });
    await aSchedule(db, back, { validFrom, departureTime: 8 * 60 + 15, busId: home.id });
    expect((await send('POST', '/api/admin/schedules/rollout')).statusCode).toBe(200);
    spare = await aBus(db, { registration: 'B-TT 301' });
    conductorId = await insertConductor(t.database.db);
    day = await listOn(`date=${dayFromToday(2)}`);
  });
  afterAll(() => t.close());

  it("lists today's trips in the operator's zone by default, in departure order, and filters them", async () => {
    const res = (await send('GET', '/api/admin/trips')).json();
    expect(res).toMatchObject({ date: dayFromToday(0), timezone: 'Europe/Berlin' });
    expect(day).toHaveLength(3);
    const departures = day.map((x) => x.departure!);
    expect(departures).toEqual([...departures].sort());
    expect(day[0]).toMatchObject({
      status: 'scheduled',
      changeable: true,
      seatsTaken: 0,
      serviceDate: dayFromToday(2),
    });
    const one = await listOn(`date=${dayFromToday(2)}&route=${x10.id}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((x) => x.route.id === x10.id)).toBe(true);
    expect(await listOn(`date=${dayFromToday(2)}&status=cancelled`)).toEqual([]);
  });

  it('re-assigns the bus and the conductor, and records it', async () => {
    const morning = onLine('München ZOB → Stuttgart Hbf', '07:00');
    const res = await send('PATCH', `/api/admin/trips/${morning.id}`, {
      busId: spare.id,
      conductorUserId: conductorId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().trip).toMatchObject({
      bus: { registration: 'B-TT 301' },
      conductor: { id: conductorId, name: 'Cora Conductor' },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'trip.reassign'));
    expect(entry).toMatchObject({
      entityId: morning.id,
      before: { bus: { registration: morning.bus!.registration } },
      after: { bus: { registration: 'B-TT 301' } },
    });
  });

  it('refuses a bus or conductor already on a trip at that time, and a passenger as conductor', async () => {
    const back = onLine('Stuttgart Hbf → München ZOB', '08:15');
    expect(
      fields(
        await send('PATCH', `/api/admin/trips/${back.id}`, {
          busId: spare.id,
          conductorUserId: null,
        }),
      ),
    ).toEqual(['busId']);
    const busy = await send('PATCH', `/api/admin/trips/${back.id}`, {
      busId: back.bus!.id,
      conductorUserId: conductorId,
    });
    expect(busy.json().error.details.fields).toEqual([
      {
        field: 'conductorUserId',
        message: expect.stringMatching(/^Cora Conductor works X10 at 07:00–\d\d:\d\d then\.$/),
      },
    ]);
    const passenger = await insertConductor(t.database.db, 'Pat Passenger', 'passenger');
    expect(
      fields(
        await send('PATCH', `/api/admin/trips/${back.id}`, {
          busId: back.bus!.id,
          conductorUserId: passenger,
        }),
      ),
    ).toEqual(['conductorUserId']);
  });

  it('cancels a trip with a reason into the audit log; a cancelled trip cannot change again', async () => {
    const noon = onLine('München ZOB → Stuttgart Hbf', '15:00');
    const res = await send('POST', `/api/admin/trips/${noon.id}/cancel`, {
      reason: 'Road closed at Ulm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().trip).toMatchObject({ status: 'cancelled', changeable: false });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'trip.cancelled'));
    expect(entry).toMatchObject({
      actorId: ADMIN.id,
      entity: 'trip',
      entityId: noon.id,
      after: { status: 'cancelled', reason: 'Road closed at Ulm' },
    });
    const again = await send('POST', `/api/admin/trips/${noon.id}/cancel`, { reason: 'Twice' });
    expect(again.statusCode).toBe(412);
    expect(
      (
        await send('PATCH', `/api/admin/trips/${noon.id}`, { busId: null, conductorUserId: null })
      ).json().error.code,
    ).toBe('failed-precondition');
    expect((await listOn(`date=${dayFromToday(2)}&status=cancelled`)).map((x) => x.id)).toEqual([
      noon.id,
    ]);
  });

  it('refuses to change a trip that has left or has run', async () => {
    const left = await tripLeaving(-5);
    const done = await tripLeaving(60, 'completed');
    for (const id of [left, done]) {
      const res = await send('POST', `/api/admin/trips/${id}/cancel`, { reason: 'Too late' });
      expect(res.statusCode).toBe(412);
      expect(res.json().error.code).toBe('failed-precondition');
    }
    const soon = await tripLeaving(30);
    expect((await listOn(`date=${dayFromToday(0)}`)).find((x) => x.id === soon)).toMatchObject({
      changeable: true,
    });
    expect((await listOn(`date=${dayFromToday(0)}`)).find((x) => x.id === left)).toMatchObject({
      changeable: false,
    });
  });

  it('names a bad reason and answers an unknown trip with 404', async () => {
    const soon = await tripLeaving(45);
    expect(fields(await send('POST', `/api/admin/trips/${soon}/cancel`, { reason: ' ' }))).toEqual([
      'body.reason',
    ]);
    expect(
      (
        await send('POST', '/api/admin/trips/00000000-0000-4000-8000-000000000000/cancel', {
          reason: 'Gone',
        })
      ).statusCode,
    ).toBe(404);
  });
});
