import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import type { ScheduleInput } from '#shared/timetable/timetable.ts';
import { aBus } from '#server/testing/factories.testing.ts';
import {
  ADMIN,
  dayFromToday,
  fieldsOf as fields,
  insertConductor,
  openTimetableApp,
  scheduleBody,
  type TimetableApp,
} from './schedules.testing.ts';

describe.each(testDatabases())('schedules over HTTP on %s', (kind) => {
  let a: TimetableApp;
  let body: ScheduleInput;

  beforeAll(async () => {
    a = await openTimetableApp(kind);
    const bus = await aBus(a.db, { registration: 'B-TT 301' });
    await aBus(a.db, { registration: 'B-TT 302' });
    body = scheduleBody(a.x10, {
      validFrom: dayFromToday(1),
      busId: bus.id,
      conductorUserId: a.conductorId,
    });
  });
  afterAll(() => a.t.close());

  it('offers routes with their stops, buses and only the conductors', async () => {
    await insertConductor(a.db, 'Pat Passenger', 'passenger');
    const res = await a.send('GET', '/api/admin/schedules/options');
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({ timezone: 'Europe/Berlin', today: dayFromToday(0) });
    expect(options.routes).toHaveLength(1);
    expect(
      options.routes
        .find((r: { id: string }) => r.id === a.x10.id)
        .stops.map((s: { name: string }) => s.name),
    ).toEqual(['München ZOB', 'Augsburg Hbf', 'Ulm ZOB', 'Stuttgart Hbf']);
    expect(options.buses).toHaveLength(2);
    expect(options.conductors.map((c: { name: string }) => c.name)).toEqual(['Cora Conductor']);
  });

  it('creates a schedule and rolls out its trips at once, with bus and conductor, and records it', async () => {
    const res = await a.send('POST', '/api/admin/schedules', body);
    expect(res.statusCode).toBe(201);
    const { schedule: created, plan } = res.json();
    expect(created).toMatchObject({
      departureTime: '05:30',
      route: { id: a.x10.id },
      bus: { registration: 'B-TT 301' },
      conductor: { name: 'Cora Conductor' },
      stopCount: 4,
    });
    expect(created.stopOffsets.map((s: { stopName: string }) => s.stopName)).toEqual([
      'München ZOB',
      'Augsburg Hbf',
      'Ulm ZOB',
      'Stuttgart Hbf',
    ]);
    expect(plan).toEqual({ created: 60, replanned: 0, removed: 0, kept: [] });
    const trips = await a.tripsOf(created.id);
    expect(trips).toHaveLength(60);
    expect(trips[0]).toMatchObject({
      serviceDate: dayFromToday(1),
      conductorUserId: a.conductorId,
      headsign: 'Stuttgart',
      status: 'scheduled',
    });
    expect(await a.audits('schedule.create')).toMatchObject([
      { actorId: ADMIN.id, entityId: created.id },
    ]);
    expect((await a.send('GET', `/api/admin/schedules/${created.id}`)).json()).toMatchObject({
      id: created.id,
      departureTime: '05:30',
    });
  });

  it('names each bad field, from the shared schema and from the database', async () => {
    const backwards = body.stopOffsets.map((o, i) =>
      i === 2 ? { ...o, arrive: 1, depart: 1 } : o,
    );
    const bad = await a.send('POST', '/api/admin/schedules', {
      ...body,
      stopOffsets: backwards,
      daysOfWeek: [],
      validTo: dayFromToday(0),
      departureTime: '7h',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(
      expect.arrayContaining([
        'body.stopOffsets.2.arrive',
        'body.daysOfWeek',
        'body.validTo',
        'body.departureTime',
      ]),
    );
    const passenger = await insertConductor(a.db, 'Not a conductor', 'passenger');
    expect(
      fields(await a.send('POST', '/api/admin/schedules', { ...body, conductorUserId: passenger })),
    ).toEqual(['conductorUserId']);
    expect(
      fields(
        await a.send('POST', '/api/admin/schedules', {
          ...body,
          busId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toEqual(['busId']);
    expect(
      fields(
        await a.send('POST', '/api/admin/schedules', {
          ...body,
          stopOffsets: [...body.stopOffsets]
            .reverse()
            .map((o, i) => ({ ...o, arrive: i, depart: i })),
        }),
      ),
    ).toEqual(['stopOffsets']);
  });

  it('lists schedules by route', async () => {
    const res = await a.send('GET', `/api/admin/schedules?route=${a.x10.id}&pageSize=100`);
    const list = res.json();
    expect(list.schedules.every((s: { route: { id: string } }) => s.route.id === a.x10.id)).toBe(
      true,
    );
    expect(list.total).toBe(list.schedules.length);
    expect(list.schedules.map((s: { departureTime: string }) => s.departureTime)).toContain(
      '05:30',
    );
  });

  it('answers an unknown schedule with 404', async () => {
    expect(
      (await a.send('GET', '/api/admin/schedules/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
