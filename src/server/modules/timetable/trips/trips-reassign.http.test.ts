/** Re-assigning the bus of a dated trip whose seats are held or sold: the seat layout must stay. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationStatus } from '#db/schema/booking.ts';
import { trip, tripStop } from '#db/schema/timetable.ts';
import { auditLog } from '#db/schema/system.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aBus, aLayout, twoSeatRows } from '#server/testing/factories.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN, aLine, dayFromToday, reserveSeat } from '../schedules/schedules.testing.ts';

describe.each(testDatabases())('re-assigning the bus of a trip with seats taken on %s', (kind) => {
  let t: TestApp;
  /** Buses on no trip at all, so only the layout rule can refuse them. */
  let spare: Record<'coachA' | 'coachB' | 'sleeper', string>;
  let x10: Awaited<ReturnType<typeof aLine>>;

  const reassign = (tripId: string, busId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${tripId}`,
      payload: { busId, conductorUserId: null },
    });
  const busOf = async (tripId: string) =>
    (await t.database.db.select().from(trip).where(eq(trip.id, tripId)))[0]!.busId;
  const reassignAudits = (tripId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, tripId));

  let made = 0;
  /**
   * A trip of the X10 tomorrow on the first coach, with one seat per status given; each trip an
   * hour and a half after the last, so a bus moved by one test is never busy for another.
   */
  async function tripWithSeats(...statuses: ReservationStatus[]) {
    const [row] = await t.database.db
      .insert(trip)
      .values({ routeId: x10.id, serviceDate: dayFromToday(1), busId: spare.coachA })
      .returning();
    const at = new Date(Date.now() + 86_400_000 + made++ * 5_400_000);
    const later = new Date(at.getTime() + 3_600_000);
    await t.database.db.insert(tripStop).values([
      { tripId: row!.id, sequence: 1, stopId: x10.stops[0]!.stopId, arrival: at, departure: at },
      {
        tripId: row!.id,
        sequence: 2,
        stopId: x10.stops[1]!.stopId,
        arrival: later,
        departure: later,
      },
    ]);
    for (const [i, status] of statuses.entries())
      await reserveSeat(t.database.db, row!.id, status, `${i + 1}A`);
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind), signedInAs: ADMIN });
    const db = t.database.db;
    x10 = await aLine(db);
    const coach = (await aLayout(db, { decks: [twoSeatRows(10)] })).id;
    const sleeper = (await aLayout(db, { decks: [twoSeatRows(4)] })).id;
    const made = async (registration: string, name: string, layoutId: string) =>
      (await aBus(db, { registration, name, layoutId })).id;
    spare = {
      coachA: await made('T-CO 1', 'Coach A', coach),
      coachB: await made('T-CO 2', 'Coach B', coach),
      sleeper: await made('T-SL 1', 'Sleeper', sleeper),
    };
  });
  afterAll(() => t.close());

  it('refuses a bus with another seat layout once a seat is sold, and changes nothing', async () => {
    const sold = await tripWithSeats('confirmed');
    const res = await reassign(sold, spare.sleeper);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual([
      {
        field: 'busId',
        message: '1 seat is held or sold on this trip: choose a bus with the same seat layout.',
      },
    ]);
    expect(await busOf(sold)).toBe(spare.coachA);
    expect(await reassignAudits(sold)).toEqual([]);
  });

  it('counts held seats too', async () => {
    const held = await tripWithSeats('held', 'confirmed');
    const res = await reassign(held, spare.sleeper);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0].message).toMatch(/^2 seats are held or sold/);
    expect(await busOf(held)).toBe(spare.coachA);
  });

  it('accepts a bus with the same seat layout, and records it', async () => {
    const sold = await tripWithSeats('confirmed');
    const res = await reassign(sold, spare.coachB);
    expect(res.statusCode).toBe(200);
    expect(res.json().trip).toMatchObject({ bus: { registration: 'T-CO 2' }, seatsTaken: 1 });
    expect(await busOf(sold)).toBe(spare.coachB);
    expect(await reassignAudits(sold)).toMatchObject([
      {
        action: 'trip.reassign',
        before: { bus: { registration: 'T-CO 1' } },
        after: { bus: { registration: 'T-CO 2' } },
      },
    ]);
  });

  it('lets a trip whose only reservation was cancelled change layout', async () => {
    const released = await tripWithSeats('cancelled');
    const res = await reassign(released, spare.sleeper);
    expect(res.statusCode).toBe(200);
    expect(res.json().trip).toMatchObject({ bus: { registration: 'T-SL 1' }, seatsTaken: 0 });
  });
});
