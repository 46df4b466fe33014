import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedule } from '#db/schema/timetable.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { ScheduleInput } from '#shared/timetable/timetable.ts';
import type { AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { aBus, aRoute, aSchedule } from '#server/testing/factories.testing.ts';
import { checkClashes } from './schedules-clash.ts';
import { createRolloutService } from '../rollout/schedules-rollout.service.ts';
import { createSchedulesRepo } from './schedules.repo.ts';
import {
  dayFromToday,
  openTimetableApp,
  scheduleBody,
  seedNetwork,
  ZONE,
  type TimetableApp,
} from './schedules.testing.ts';

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

describe.each(testDatabases())('the demo timetable on %s', (kind) => {
  it('has no clash: every demo schedule passes the check', async () => {
    const { db, close } = await openTestDatabase(kind);
    try {
      await seedNetwork(db);
      const rows = await db.select({ id: schedule.id }).from(schedule);
      const w = await createRolloutService({ db, timezone: async () => ZONE }).window();
      for (const { id } of rows) {
        const row = await createSchedulesRepo(db).findById(id);
        await expect(checkClashes(db, row!, w)).resolves.toBeUndefined();
      }
      expect(rows.length).toBe(34);
    } finally {
      await close();
    }
  });
});

describe.each(testDatabases())('schedules that would double-book on %s', (kind) => {
  let a: TimetableApp;
  let sleeper: string;
  let body: ScheduleInput;
  let back: Awaited<ReturnType<typeof aRoute>>;
  let x20: Awaited<ReturnType<typeof aRoute>>;

  const error = (res: { json(): { error: { details: { fields: unknown } } } }) =>
    res.json().error.details.fields;

  beforeAll(async () => {
    a = await openTimetableApp(kind);
    const validFrom = dayFromToday(0);
    // The sleeper runs X10 overnight, out at 23:00 on Tue, Thu and Sun; another bus runs X20.
    sleeper = (await aBus(a.db, { registration: 'B-TT 301' })).id;
    await aSchedule(a.db, a.x10, {
      validFrom,
      departureTime: 23 * 60,
      daysOfWeek: [2, 4, 7],
      busId: sleeper,
    });
    back = await aRoute(a.db, { shortName: 'X10', longName: 'Stuttgart Hbf → München ZOB' });
    x20 = await aRoute(a.db, { shortName: 'X20', longName: 'München ZOB → Bamberg Bf' });
    const x20Bus = await aBus(a.db);
    await aSchedule(a.db, x20, { validFrom, departureTime: 6 * 60 + 45, busId: x20Bus.id });
    expect((await a.send('POST', '/api/admin/schedules/rollout')).statusCode).toBe(200);
    body = scheduleBody(a.x10, {
      departureTime: '05:07',
      validFrom: dayFromToday(1),
      busId: sleeper,
      conductorUserId: a.conductorId,
    });
  });
  afterAll(() => a.t.close());

  it('refuses a second identical schedule on the bus and the conductor, naming the first', async () => {
    expect((await a.send('POST', '/api/admin/schedules', body)).statusCode).toBe(201);
    const before = await a.db.$count(schedule);
    const again = await a.send('POST', '/api/admin/schedules', body);
    expect(again.statusCode).toBe(400);
    const named =
      /X10 München ZOB → Stuttgart Hbf at 05:07 \(Every day\), which overlaps this schedule's trip of \w{3} \d{1,2} \w{3} \d{4}\./;
    expect(error(again)).toEqual([
      {
        field: 'busId',
        message: expect.stringMatching(
          new RegExp(`^B-TT 301 already runs ${named.source} Choose another bus or time\\.$`),
        ),
      },
      {
        field: 'conductorUserId',
        message: expect.stringMatching(
          /^Cora Conductor already runs X10 .* at 05:07 \(Every day\).*Choose another conductor or time\.$/,
        ),
      },
    ]);
    expect(await a.db.$count(schedule)).toBe(before);
  });

  it('lets a schedule save unchanged, and another start as this one ends', async () => {
    const [mine] = (await a.send('GET', `/api/admin/schedules?route=${a.x10.id}`))
      .json()
      .schedules.filter((s: { departureTime: string }) => s.departureTime === '05:07');
    expect((await a.send('PUT', `/api/admin/schedules/${mine.id}`, body)).statusCode).toBe(200);
    const arrives = mine.arrivalTime as string;
    const next = await a.send('POST', '/api/admin/schedules', {
      ...scheduleBody(back, { busId: sleeper }),
      departureTime: arrives,
      validFrom: dayFromToday(1),
      daysOfWeek: [6],
    });
    expect(next.statusCode).toBe(201);
  });

  it("counts a trip past midnight on the next day: Monday 00:30 meets Sunday's 23:00 sleeper", async () => {
    const x40 = await aRoute(a.db, { shortName: 'X40' });
    const night = (days: number[]) =>
      scheduleBody(x40, {
        departureTime: '00:30',
        daysOfWeek: days,
        validFrom: dayFromToday(1),
        busId: sleeper,
      });
    // No sleeper trip on Saturday night: Sunday 00:30 is free.
    const sunday = await a.send('POST', '/api/admin/schedules', night([7]));
    expect(sunday.statusCode).toBe(201);
    expect(error(await a.send('POST', '/api/admin/schedules', night([1])))).toEqual([
      {
        field: 'busId',
        message: expect.stringContaining(
          "B-TT 301 already runs X10 München ZOB → Stuttgart Hbf at 23:00 (Tue, Thu, Sun), which overlaps this schedule's trip of Mon ",
        ),
      },
    ]);
    // The same through an edit, which changes nothing.
    const id = sunday.json().schedule.id;
    const trips = (await a.tripsOf(id)).length;
    const moved = await a.send('PUT', `/api/admin/schedules/${id}`, night([1]));
    expect(moved.statusCode).toBe(400);
    expect((await a.send('GET', `/api/admin/schedules/${id}`)).json().daysOfWeek).toEqual([7]);
    expect((await a.tripsOf(id)).length).toBe(trips);
  });

  it('refuses a schedule overlapping a dated trip re-assigned to the bus by hand, naming the trip', async () => {
    const spare = await aBus(a.db, { registration: 'B-TT 999', name: 'Spare' });
    const date = dayFromToday(2);
    const day: AdminTrip[] = (
      await a.send('GET', `/api/admin/trips?date=${date}&pageSize=100`)
    ).json().trips;
    const x20Trip = day.find((t) => t.route.id === x20.id)!;
    const moved = await a.send('PATCH', `/api/admin/trips/${x20Trip.id}`, {
      busId: spare.id,
      conductorUserId: null,
    });
    expect(moved.statusCode).toBe(200);
    const res = await a.send(
      'POST',
      '/api/admin/schedules',
      scheduleBody(a.x10, {
        departureTime: '07:30',
        daysOfWeek: [weekdayOf(date)],
        validFrom: date,
        validTo: date,
        busId: spare.id,
      }),
    );
    expect(error(res)).toEqual([
      {
        field: 'busId',
        message: expect.stringMatching(
          /^B-TT 999 is already on the dated trip X20 München ZOB → Bamberg Bf of \w{3} \d{1,2} \w{3} \d{4}, 06:45–\d\d:\d\d\. Choose another bus, or re-assign that trip on the Trips screen first\.$/,
        ),
      },
    ]);
    // Once that trip has another bus again, the schedule fits.
    const again = await a.send('PATCH', `/api/admin/trips/${x20Trip.id}`, {
      busId: x20Trip.bus!.id,
      conductorUserId: null,
    });
    expect(again.statusCode).toBe(200);
    expect(
      (
        await a.send(
          'POST',
          '/api/admin/schedules',
          scheduleBody(a.x10, {
            departureTime: '07:30',
            daysOfWeek: [weekdayOf(date)],
            validFrom: date,
            validTo: date,
            busId: spare.id,
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect(await a.db.$count(schedule, eq(schedule.busId, spare.id))).toBe(1);
  });
});
