/** Booking test helpers: an app on the seeded demo network, driven as one passenger. */
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '#db/database.testing.ts';
import type { DatabaseKind } from '#db/client.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import type { Booking, Hold, PassengerInput, SeatMap } from '#shared/booking/booking.ts';
import type { TripSearchResult } from '#shared/booking/search.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

export const ZONE = 'Europe/Berlin';
export const PASSENGER: RequestUser = {
  id: 'passenger-1',
  email: 'ana@example.com',
  name: 'Ana Passenger',
  role: 'passenger',
};

export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ana P',
};

export interface BookingApp {
  t: TestApp;
  app: FastifyInstance;
  /** Stop ids of the demo network by code (MUC, AGB, …). */
  stop: (code: string) => Promise<string>;
  tomorrow: string;
  search(from: string, to: string, date: string, extra?: string): Promise<TripSearchResult>;
  /** The first bookable trip between two demo stops tomorrow, with its seat map. */
  firstTrip(
    from?: string,
    to?: string,
  ): Promise<{ tripId: string; from: string; to: string; map: SeatMap }>;
  hold(tripId: string, from: string, to: string, seats: string[]): Promise<Hold>;
  /**
   * Turns a hold into a booking, one passenger a seat ("P 0", 30, male unless `passenger` says
   * otherwise); throws unless it is made.
   */
  book(
    hold: Hold,
    passenger?: (seat: string, i: number) => Partial<PassengerInput>,
  ): Promise<Booking>;
  /** Pays a booking with the good test card under `key`: the answer's booking. */
  pay(bookingId: string, key: string): Promise<Booking>;
}

export async function openBookingApp(
  kind: DatabaseKind,
  user: RequestUser = PASSENGER,
  env: Record<string, string> = {},
): Promise<BookingApp> {
  const database = await openTestDatabase(kind);
  await seedDemoData(database.db, { timezone: ZONE });
  const t = await createTestApp({
    database,
    signedInAs: user,
    env: { OPERATOR_TIMEZONE: ZONE, ...env },
  });
  const { app } = t;
  const tomorrow = addDays(localDate(new Date(), ZONE), 1);
  const stop = async (code: string) => {
    const res = await app.inject({ url: `/api/stops?q=${code}` });
    const found = (res.json().stops as { id: string; code: string }[]).find((s) => s.code === code);
    if (!found) throw new Error(`no demo stop ${code}`);
    return found.id;
  };
  const search = async (from: string, to: string, date: string, extra = '') =>
    (await app.inject({ url: `/api/trips?from=${from}&to=${to}&date=${date}${extra}` })).json();
  return {
    t,
    app,
    stop,
    tomorrow,
    search,
    async firstTrip(fromCode = 'MUC', toCode = 'AGB') {
      const [from, to] = [await stop(fromCode), await stop(toCode)];
      const result = await search(from, to, tomorrow);
      const trip = result.trips.find(
        (x: TripSearchResult['trips'][number]) => x.notBookable === null,
      );
      if (!trip) throw new Error(`no bookable trip ${fromCode} → ${toCode} on ${tomorrow}`);
      const map = (
        await app.inject({ url: `/api/trips/${trip.tripId}/seats?from=${from}&to=${to}` })
      ).json() as SeatMap;
      return { tripId: trip.tripId, from, to, map };
    },
    async hold(tripId, from, to, seats) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: { tripId, from, to, seats },
      });
      if (res.statusCode !== 201) throw new Error(`hold failed: ${res.statusCode} ${res.body}`);
      return res.json().hold;
    },
    async book(hold, passenger = () => ({})) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          holdId: hold.id,
          passengers: hold.seats.map((s, i) => ({
            seat: s.label,
            name: `P ${i}`,
            age: 30,
            gender: 'male',
            ...passenger(s.label, i),
          })),
          contact: { email: 'ana@example.com', phone: '+49 30 1234567' },
        },
      });
      if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
      return res.json().booking;
    },
    async pay(bookingId, key) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/payments`,
        payload: { idempotencyKey: key, card: GOOD_CARD },
      });
      return res.json().booking;
    },
  };
}
