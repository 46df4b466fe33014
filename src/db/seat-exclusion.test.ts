import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { seatReservation } from './schema/booking.ts';
import { route } from './schema/network.ts';
import { trip } from './schema/timetable.ts';
import { intRange, type SeqRange } from './schema/types.ts';
import { openTestDatabase, sqlState, testDatabases } from './database.testing.ts';

const EXCLUSION_VIOLATION = '23P01';

describe.each(testDatabases())('seat reservation exclusion on %s', (kind) => {
  let h: DatabaseHandle;
  let tripId: string;

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    const [r] = await h.db
      .insert(route)
      .values({ shortName: 'X1', longName: 'Test line' })
      .returning();
    const [t] = await h.db
      .insert(trip)
      .values({ routeId: r!.id, serviceDate: '2030-01-07' })
      .returning();
    tripId = t!.id;
  });
  afterAll(() => h.close());
  beforeEach(() => h.db.delete(seatReservation));

  const reserve = (
    seat: string,
    stops: SeqRange,
    status: 'held' | 'confirmed' | 'cancelled' = 'held',
  ) =>
    h.db.insert(seatReservation).values({ tripId, seat, stops, status, userId: 'u1' }).returning();

  async function expectExclusionViolation(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'the insert should have failed').toBeDefined();
    expect(sqlState(error)).toBe(EXCLUSION_VIOLATION);
  }

  it('stores and reads back the stop range', async () => {
    const [row] = await reserve('1A', { from: 2, to: 5 });
    expect(row!.stops).toEqual({ from: 2, to: 5 });
    const [read] = await h.db.select().from(seatReservation).where(eq(seatReservation.id, row!.id));
    expect(read!.stops).toEqual({ from: 2, to: 5 });
  });

  it('refuses overlapping segments of one seat', async () => {
    await reserve('1A', { from: 1, to: 4 }, 'confirmed');
    await expectExclusionViolation(reserve('1A', { from: 3, to: 5 }));
    await expectExclusionViolation(reserve('1A', { from: 2, to: 3 }, 'confirmed'));
  });

  it('accepts adjacent segments of one seat', async () => {
    await reserve('1A', { from: 1, to: 3 });
    await reserve('1A', { from: 3, to: 5 });
    expect(await h.db.$count(seatReservation)).toBe(2);
  });

  it('accepts the same segment on other seats and other trips', async () => {
    await reserve('1A', { from: 1, to: 4 });
    await reserve('1B', { from: 1, to: 4 });
    const [other] = await h.db
      .insert(trip)
      .values({ routeId: (await h.db.select().from(route))[0]!.id, serviceDate: '2030-01-08' })
      .returning();
    await h.db
      .insert(seatReservation)
      .values({ tripId: other!.id, seat: '1A', stops: { from: 1, to: 4 }, userId: 'u2' });
    expect(await h.db.$count(seatReservation)).toBe(3);
  });

  it('lets a cancelled reservation free its seat', async () => {
    const [held] = await reserve('2C', { from: 1, to: 4 });
    await h.db
      .update(seatReservation)
      .set({ status: 'cancelled' })
      .where(eq(seatReservation.id, held!.id));
    await reserve('2C', { from: 2, to: 3 });
    await reserve('2C', { from: 3, to: 4 }, 'cancelled');
    expect(await h.db.$count(seatReservation)).toBe(3);
  });

  it('finds overlapping segments with intRange', async () => {
    await reserve('1A', { from: 1, to: 3 });
    await reserve('1B', { from: 3, to: 5 });
    await reserve('1C', { from: 4, to: 6 }, 'cancelled');
    const overlapping = await h.db
      .select({ seat: seatReservation.seat })
      .from(seatReservation)
      .where(sql`${seatReservation.stops} && ${intRange({ from: 2, to: 4 })}`)
      .orderBy(seatReservation.seat);
    expect(overlapping.map((r) => r.seat)).toEqual(['1A', '1B']);
  });

  it('refuses an empty range through its CHECK', async () => {
    const error = await h.db
      .execute(
        sql`insert into seat_reservation (trip_id, seat, stops, user_id) values (${tripId}, '9Z', 'empty', 'u1')`,
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe('23514');
  });
});
