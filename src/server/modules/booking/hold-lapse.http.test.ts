/**
 * A hold that lapses unpaid ends its booking `expired` (no money taken), never `cancelled`, which
 * only the passenger's own choice makes; My trips lists it under Cancelled, not Past.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import type { Booking, Hold } from '#shared/booking/booking.ts';
import { openBookingApp, type BookingApp } from './booking.testing.ts';

describe.each(testDatabases())('a hold that lapses unpaid on %s', (kind) => {
  let a: BookingApp;
  beforeAll(async () => {
    // One passenger lets two holds lapse on the trip, then holds again: more unpaid holding than
    // the hourly 20 minutes the limits allow (booking-limits.test.ts), which is not this test's.
    a = await openBookingApp(kind, undefined, { HOLD_MINUTES_PER_TRIP_PER_HOUR: '60' });
  });
  afterAll(() => a.t.close());

  /** Moves a hold and its booking's expiry a minute into the past, as ten minutes would. */
  async function lapse(hold: Hold, booking: Booking) {
    const { db } = a.t.database;
    await db.execute(
      sql`update seat_reservation set expires_at = now() - interval '1 minute'
        where hold_id = ${hold.id}`,
    );
    await db.execute(
      sql`update booking set expires_at = now() - interval '1 minute' where id = ${booking.id}`,
    );
  }

  const bookingOf = async (id: string): Promise<Booking> =>
    (await a.app.inject({ url: `/api/bookings/${id}` })).json().booking;

  it('ends expired even when its release is asked for after it lapsed', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'ULM');
    const [s1, s2] = map.seats.filter((s) => s.state === 'available');
    const hold = await a.hold(tripId, from, to, [s1!.label]);
    const booking = await a.book(hold);
    await lapse(hold, booking);

    const released = await a.app.inject({ method: 'DELETE', url: `/api/holds/${hold.id}` });
    expect(released.statusCode).toBe(404);
    // Holding again on the trip sweeps its lapsed holds first.
    await a.hold(tripId, from, to, [s2!.label]);
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'expired', cancelledAt: null });

    const list = (await a.app.inject({ url: '/api/bookings' })).json();
    expect(list.cancelled.map((b: Booking) => b.id)).toContain(booking.id);
    expect(list.past.map((b: Booking) => b.id)).not.toContain(booking.id);
    expect(list.upcoming.map((b: Booking) => b.id)).not.toContain(booking.id);
  });

  it('is still cancelled when the passenger lets go of it in time', async () => {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'AGB');
    const seat = map.seats.find((s) => s.state === 'available')!.label;
    const hold = await a.hold(tripId, from, to, [seat]);
    const booking = await a.book(hold);
    const released = await a.app.inject({ method: 'DELETE', url: `/api/holds/${hold.id}` });
    expect(released.statusCode).toBe(204);
    expect((await bookingOf(booking.id)).status).toBe('cancelled');
  });
});
