import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { addDays, localDate, zonedDateTime } from '#shared/core/zoned-time.ts';
import { openBookingApp, ZONE, type BookingApp } from '#server/modules/booking/booking.testing.ts';
import { createStatsReadModel } from './stats.read-model.ts';
import { createStatsService, percentOf, type StatsService } from './stats.service.ts';

describe('percentOf', () => {
  it('rounds to whole percent and has none without seats', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe.each(testDatabases())('dashboard booking figures on %s', (kind) => {
  let a: BookingApp;
  let stats: StatsService;
  let key = 0;

  /** Holds `count` free seats of the first MUC → AGB trip tomorrow, books them, pays if asked. */
  async function book(count: number, pay: boolean) {
    const { tripId, from, to, map } = await a.firstTrip('MUC', 'AGB');
    const seats = map.seats.filter((s) => s.state === 'available').slice(0, count);
    const hold = await a.hold(
      tripId,
      from,
      to,
      seats.map((s) => s.label),
    );
    const booking = await a.book(hold, () => ({ gender: 'female' }));
    if (pay) {
      const paid = await a.pay(booking.id, `stats-test-key-${++key}-0000`);
      expect(paid.status).toBe('confirmed');
    }
    return { booking, tripId, seatsTotal: map.seats.length };
  }

  beforeAll(async () => {
    a = await openBookingApp(kind);
    stats = createStatsService({
      reads: createStatsReadModel(a.t.database.db),
      operatorTimezone: async () => ZONE,
      operatorCurrency: async () => 'EUR',
    });
  });
  afterAll(() => a.t.close());

  it('shows seven empty days and no bookings before anyone books', async () => {
    const today = localDate(new Date(), ZONE);
    const figures = await stats.bookings();
    expect(figures).toMatchObject({
      today,
      timezone: ZONE,
      currency: 'EUR',
      bookingsToday: 0,
      seatsSoldToday: 0,
    });
    expect(figures.revenue).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => ({ date: addDays(today, -back), amountMinor: 0 })),
    );
    expect(figures.occupancy.sold).toBe(0);
    expect(figures.occupancy.total).toBeGreaterThan(0);
    expect(figures.occupancy.percent).toBe(0);
    expect(figures.occupancy.fullest).toHaveLength(5);
  });

  it('counts paid bookings, their seats and takings less refunds, and the fullest trip', async () => {
    const two = await book(2, true);
    const one = await book(1, true);
    await book(3, false); // pending payment: neither a booking today nor takings
    const before = await stats.bookings();
    expect(before.bookingsToday).toBe(2);
    expect(before.seatsSoldToday).toBe(3);
    expect(before.revenue.at(-1)!.amountMinor).toBe(
      two.booking.amountMinor + one.booking.amountMinor,
    );
    expect(before.revenue.slice(0, 6).every((d) => d.amountMinor === 0)).toBe(true);
    const [fullest] = before.occupancy.fullest;
    expect(fullest).toMatchObject({ tripId: two.tripId, sold: 3, total: two.seatsTotal });
    expect(Date.parse(fullest!.departure)).toBeGreaterThan(Date.now());
    expect(before.occupancy.sold).toBe(3);
    expect(before.occupancy.percent).toBe(Math.round((3 / before.occupancy.total) * 100));

    const cancelled = await a.app.inject({
      method: 'POST',
      url: `/api/bookings/${one.booking.id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = cancelled.json().booking.refundMinor as number;
    const after = await stats.bookings();
    expect(after.bookingsToday).toBe(1);
    expect(after.seatsSoldToday).toBe(2);
    expect(after.revenue.at(-1)!.amountMinor).toBe(
      two.booking.amountMinor + one.booking.amountMinor - refund,
    );
    expect(after.occupancy.fullest[0]).toMatchObject({ tripId: two.tripId, sold: 2 });
  });

  it('lists only trips that have not left yet as coming up', async () => {
    // Tomorrow at noon, the morning's trips (the one booked above among them) have left.
    const noon = zonedDateTime(addDays(localDate(new Date(), ZONE), 1), 12 * 60, ZONE);
    const later = createStatsService({
      reads: createStatsReadModel(a.t.database.db),
      operatorTimezone: async () => ZONE,
      operatorCurrency: async () => 'EUR',
      now: () => noon,
    });
    const { fullest } = (await later.bookings()).occupancy;
    expect(fullest).toHaveLength(5);
    for (const trip of fullest)
      expect(
        Date.parse(trip.departure),
        `${trip.route.shortName} ${trip.departure}`,
      ).toBeGreaterThan(noon.getTime());
  });
});
