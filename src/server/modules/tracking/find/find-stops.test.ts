import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { queryRows } from '#db/rows.ts';
import { PASSENGER } from '../../booking/booking.testing.ts';
import { openFindApp, OTHER, PREFIX, type FindApp } from './find.testing.ts';

describe.each(testDatabases())('the rider’s stop and searches by stop on %s', (kind) => {
  let f: FindApp;
  /** A booking from Augsburg (the X10's second stop) on the trip the booking from München is on. */
  let reference: string;
  let augsburg: { sequence: number; departure: string };

  beforeAll(async () => {
    f = await openFindApp(kind);
    const trip = await f.a.firstTrip('AGB', 'ULM');
    expect(trip.tripId).toBe(f.tripId);
    const seat = trip.map.seats.find((s) => s.state === 'available')!.label;
    const booking = await f.a.book(await f.a.hold(trip.tripId, trip.from, trip.to, [seat]));
    await f.a.pay(booking.id, `find-stop-${booking.id}`);
    reference = booking.reference as string;
    const [call] = await queryRows<{ sequence: number; departure: string | Date }>(
      f.a.t.database.db,
      sql`select tt.sequence, tt.departure from trip_time tt join stop s on s.id = tt.stop_id
          where tt.trip_id = ${f.tripId} and s.code = 'AGB'`,
    );
    augsburg = { sequence: call!.sequence, departure: new Date(call!.departure).toISOString() };
  });
  afterAll(() => f.close());

  it('names the boarding stop and its departure for a booking found by reference', async () => {
    const [found] = (await f.search(reference)).trips;
    expect(found).toMatchObject({
      tripId: f.tripId,
      matchedBy: 'booking',
      firstStop: 'München ZOB',
      boarding: true,
      stop: { name: 'Augsburg Hbf', sequence: augsburg.sequence, departure: augsburg.departure },
    });
    expect(found!.departure! < augsburg.departure).toBe(true);
  });

  it('names the boarding stop of the next booked trip (the first stop for a booking from there)', async () => {
    const { next } = await f.search();
    expect(next).toMatchObject({ tripId: f.tripId, boarding: true });
    expect(['München ZOB', 'Augsburg Hbf']).toContain(next!.stop!.name);
    const [fromMunich] = (await f.search(f.reference)).trips;
    expect(fromMunich!.stop).toMatchObject({
      name: 'München ZOB',
      departure: fromMunich!.departure,
    });
  });

  it('finds today’s trips calling at an intermediate stop by its name, naming that call', async () => {
    f.viewer = null;
    const found = await f.search('augsburg');
    expect(found.trips.length).toBeGreaterThan(1);
    expect(found.trips.every((x) => x.matchedBy === 'stop' && x.boarding === false)).toBe(true);
    expect(found.trips.every((x) => x.stop?.name === 'Augsburg Hbf')).toBe(true);
    const mine = found.trips.find((x) => x.tripId === f.tripId)!;
    expect(mine.stop).toMatchObject({ sequence: augsburg.sequence, departure: augsburg.departure });
    const ulm = await f.search('Ulm');
    expect(ulm.trips.length).toBeGreaterThan(0);
    expect(ulm.trips.every((x) => x.stop?.name === 'Ulm ZOB')).toBe(true);
    // A route match is still a route match, and names no stop unless one matches too.
    const byRoute = await f.search('X10');
    expect(byRoute.trips.every((x) => x.matchedBy === 'route' && x.stop === null)).toBe(true);
    f.viewer = PASSENGER;
  });

  it('tells a signed-in rider where they board a trip; null without a booking; 401 signed out', async () => {
    const ask = async () =>
      f.t.app.inject({ url: `${PREFIX}/api/live/trips/${f.tripId}/boarding` });
    const mine = await ask();
    expect(mine.statusCode, mine.body).toBe(200);
    // Two bookings on the trip (from München and from Augsburg): the earlier stop.
    expect(mine.json()).toMatchObject({ stop: { name: 'München ZOB', sequence: 1 } });
    f.viewer = OTHER;
    expect((await ask()).json()).toEqual({ stop: null });
    f.viewer = null;
    expect((await ask()).statusCode).toBe(401);
    f.viewer = PASSENGER;
  });
});
