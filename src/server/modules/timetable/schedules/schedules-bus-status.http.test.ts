/**
 * A bus that cannot run (in maintenance, retired) is given no trips: new and changed schedules and
 * a trip's re-assignment are refused with `failed-precondition`, naming the bus and its status,
 * and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bus, type BusStatus } from '#db/schema/fleet.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import { testDatabases } from '#db/database.testing.ts';
import { aLayout } from '#server/testing/factories.testing.ts';
import {
  dayFromToday,
  openTimetableApp,
  scheduleBody,
  type TimetableApp,
} from './schedules.testing.ts';

describe.each(testDatabases())('buses that cannot run, on %s', (kind) => {
  let a: TimetableApp;
  const idle: Partial<Record<BusStatus, { id: string; registration: string }>> = {};

  beforeAll(async () => {
    a = await openTimetableApp(kind);
    const layoutId = (await aLayout(a.db)).id;
    const rows = await a.db
      .insert(bus)
      .values([
        { registration: 'T-MA 1', name: 'In the garage', layoutId, status: 'maintenance' },
        { registration: 'T-RE 1', name: 'Old coach', layoutId, status: 'retired' },
      ])
      .returning();
    idle.maintenance = rows[0]!;
    idle.retired = rows[1]!;
  });
  afterAll(() => a.t.close());

  const refusalOf = (res: { statusCode: number; json(): unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const expected = (status: BusStatus, words: string) => {
    const { id, registration } = idle[status]!;
    const message = `${registration} is ${words}; choose a bus in service.`;
    return {
      status: 412,
      body: {
        error: {
          code: 'failed-precondition',
          message,
          details: { bus: { id, registration, status }, fields: [{ field: 'busId', message }] },
        },
      },
    };
  };
  const scheduleCount = async () => (await a.db.select().from(schedule)).length;

  it('refuses a new schedule on a bus in maintenance or retired, and rolls out no trips', async () => {
    const before = await scheduleCount();
    for (const [status, words] of [
      ['maintenance', 'in maintenance'],
      ['retired', 'retired'],
    ] as const) {
      const body = scheduleBody(a.x10, { validFrom: dayFromToday(1), busId: idle[status]!.id });
      const res = await a.send('POST', '/api/admin/schedules', body);
      expect(refusalOf(res)).toEqual(expected(status, words));
    }
    expect(await scheduleCount()).toBe(before);
    expect(await a.db.select().from(trip).where(eq(trip.busId, idle.maintenance!.id))).toEqual([]);
  });

  it('refuses moving a schedule onto a bus in maintenance, but lets a switched-off one keep it', async () => {
    const body = scheduleBody(a.x10, { validFrom: dayFromToday(1), departureTime: '04:10' });
    const created = (await a.send('POST', '/api/admin/schedules', body)).json().schedule;
    const url = `/api/admin/schedules/${created.id}`;
    const moved = await a.send('PUT', url, { ...body, busId: idle.maintenance!.id });
    expect(refusalOf(moved)).toEqual(expected('maintenance', 'in maintenance'));
    expect((await a.tripsOf(created.id)).every((t) => t.busId === null)).toBe(true);
    const off = await a.send('PUT', url, { ...body, busId: idle.maintenance!.id, active: false });
    expect(off.statusCode).toBe(200);
    expect(await a.tripsOf(created.id)).toEqual([]);
  });

  it('refuses re-assigning a trip to a bus in maintenance, and keeps its bus', async () => {
    const body = scheduleBody(a.x10, { validFrom: dayFromToday(1), departureTime: '03:20' });
    const created = (await a.send('POST', '/api/admin/schedules', body)).json().schedule;
    const [first] = await a.tripsOf(created.id);
    const res = await a.send('PATCH', `/api/admin/trips/${first!.id}`, {
      busId: idle.maintenance!.id,
      conductorUserId: null,
    });
    expect(refusalOf(res)).toEqual(expected('maintenance', 'in maintenance'));
    expect((await a.tripsOf(created.id))[0]!.busId).toBeNull();
  });
});
