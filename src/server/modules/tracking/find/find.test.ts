import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import type { TripHistory } from '#shared/tracking/find.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import { PASSENGER } from '../../booking/booking.testing.ts';
import { ADMIN, openFindApp, PREFIX, type FindApp } from './find.testing.ts';

describe.each(testDatabases())('finding a bus to follow on %s', (kind) => {
  let f: FindApp;
  let a: FindApp['a'];
  let t: FindApp['t'];
  let tripId: string;
  let reference: string;
  let now: Date;

  const bus = (id: string, over: Partial<BusPosition> = {}): BusPosition => ({
    tripId: id,
    routeId: 'r',
    routeName: 'X10',
    routeColour: '#000000',
    headsign: null,
    lat: 48.1,
    lng: 11.5,
    bearing: 90,
    recordedAt: now.toISOString(),
    delaySeconds: 120,
    state: 'live',
    ...over,
  });
  const search = (q?: string) => f.search(q);

  beforeAll(async () => {
    f = await openFindApp(kind);
    ({ a, t, tripId, reference, now } = f);
  });
  afterAll(() => f.close());

  it('finds today’s trips of a route by its name, by departure, none live without a fix', async () => {
    f.fleet = [];
    const found = await search('x10');
    expect(found.today).toBe(a.tomorrow);
    expect(found.trips.length).toBeGreaterThan(1);
    expect(found.trips.every((x) => x.routeName === 'X10' && x.serviceDate === a.tomorrow)).toBe(
      true,
    );
    expect(found.trips.every((x) => x.matchedBy === 'route')).toBe(true);
    const departures = found.trips.map((x) => x.departure!);
    expect(departures).toEqual([...departures].sort());
    expect(found.trips.map((x) => x.state)).not.toContain('live');
    expect(found.trips.every((x) => x.delaySeconds === null)).toBe(true);
  });

  it('shows a bus on the road as live or stale with its delay, a cancelled trip as cancelled', async () => {
    f.fleet = [bus(tripId, { delaySeconds: 180 })];
    let mine = (await search('X10')).trips.find((x) => x.tripId === tripId)!;
    expect(mine).toMatchObject({ state: 'live', delaySeconds: 180 });
    f.fleet = [bus(tripId, { state: 'stale', delaySeconds: 240 })];
    mine = (await search('X10')).trips.find((x) => x.tripId === tripId)!;
    expect(mine).toMatchObject({ state: 'stale', delaySeconds: 240 });
  });

  it('finds a trip by its booking reference in any letter case, and by its id', async () => {
    f.fleet = [];
    const byReference = await search(reference.toLowerCase());
    expect(byReference.trips[0]).toMatchObject({ tripId, matchedBy: 'booking', reference });
    const byId = await search(tripId);
    expect(byId.trips).toHaveLength(1);
    expect(byId.trips[0]).toMatchObject({ tripId, matchedBy: 'trip', reference: null });
  });

  it('finds the trips of a bus by its name or registration', async () => {
    const found = await search('M-BW 10');
    expect(found.trips.length).toBeGreaterThan(0);
    expect(found.trips.every((x) => x.matchedBy === 'bus' && x.busName !== null)).toBe(true);
  });

  it('takes % and _ literally, and answers nothing for what matches nothing', async () => {
    expect((await search('%')).trips).toEqual([]);
    expect((await search('no such bus')).trips).toEqual([]);
  });

  it('offers a signed-in passenger’s next booked trip first; no one else’s', async () => {
    const found = await search('X20');
    expect(found.next).toMatchObject({ tripId, matchedBy: 'next-booking', reference });
    f.viewer = null;
    expect((await search('X20')).next).toBeNull();
    f.viewer = PASSENGER;
  });

  it('with no query, lists the buses on the road now', async () => {
    f.fleet = [bus(tripId)];
    const found = await search();
    expect(found.trips.map((x) => x.tripId)).toEqual([tripId]);
    expect(found.trips[0]).toMatchObject({ state: 'live', matchedBy: 'on-the-road' });
    f.fleet = [];
    expect((await search('')).trips).toEqual([]);
  });

  it('says ended, as the trip’s own state does, for a bus that reached its last stop', async () => {
    f.fleet = [bus(tripId)];
    f.arrived.add(tripId);
    const mine = (await search('X10')).trips.find((x) => x.tripId === tripId)!;
    expect(mine).toMatchObject({ state: 'ended', delaySeconds: null });
    expect((await search()).trips).toEqual([]);
    f.arrived.clear();
    f.fleet = [];
  });

  it('refuses a query longer than 100 characters, naming it', async () => {
    const res = await t.app.inject({ url: `${PREFIX}/api/live/search?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(res.body).toContain('q is at most 100 characters');
  });

  it('replays a trip’s fixes in time order, leaving out jumps', async () => {
    const db = a.t.database.db;
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    await db.insert(vehiclePosition).values([
      { tripId, lat: 48.2, lng: 11.6, recordedAt: at(20), source: 'conductor', bearing: 10 },
      { tripId, lat: 48.1, lng: 11.5, recordedAt: at(0), source: 'conductor' },
      { tripId, lat: 10, lng: 10, recordedAt: at(10), source: 'conductor', flag: 'jump' },
    ]);
    const res = await t.app.inject({ url: `${PREFIX}/api/live/trips/${tripId}/history` });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as TripHistory;
    expect(history).toMatchObject({ tripId, thinned: false });
    expect(history.fixes).toEqual([
      { lat: 48.1, lng: 11.5, bearing: null, recordedAt: at(0).toISOString() },
      { lat: 48.2, lng: 11.6, bearing: 10, recordedAt: at(20).toISOString() },
    ]);
  });

  it('thins a long history evenly, keeping its first and last fix', async () => {
    const [other] = (await search('X10')).trips.filter((x) => x.tripId !== tripId);
    const start = now.toISOString();
    await a.t.database.db.execute(
      sql`insert into vehicle_position (trip_id, lat, lng, recorded_at, source)
          select ${other!.tripId}::uuid, 48, 11, ${start}::timestamptz + n * interval '1 second',
            'simulator'
          from generate_series(0, 4499) n`,
    );
    const res = await f.history(other!.tripId, ADMIN);
    const history = res.json() as TripHistory;
    expect(history.thinned).toBe(true);
    expect(history.fixes.length).toBeLessThanOrEqual(2_000);
    expect(history.fixes.length).toBeGreaterThan(1_000);
    expect(history.fixes[0]!.recordedAt).toBe(start);
    expect(history.fixes.at(-1)!.recordedAt).toBe(
      new Date(now.getTime() + 4_499_000).toISOString(),
    );
  });

  it('replays only for the signed in', async () => {
    const res = await f.history(tripId, null);
    expect(res.statusCode).toBe(401);
  });

  it('answers not-found for a trip that does not exist', async () => {
    const res = await t.app.inject({
      url: `${PREFIX}/api/live/trips/00000000-0000-4000-8000-000000000000/history`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });
  it('spreads a thinned replay over time: a burst of fixes does not crowd out the trip', async () => {
    const [, , third] = (await search('X10')).trips.filter((x) => x.tripId !== tripId);
    const start = now.getTime();
    // 30,000 fixes in the first 30 s (a flood), then one every 5 s for two hours.
    await a.t.database.db.execute(
      sql`insert into vehicle_position (trip_id, lat, lng, recorded_at, source)
          select ${third!.tripId}::uuid, 48, 11,
            ${new Date(start).toISOString()}::timestamptz + n * interval '1 millisecond', 'conductor'
          from generate_series(0, 29999) n
          union all
          select ${third!.tripId}::uuid, 48.5, 11.5,
            ${new Date(start + 60_000).toISOString()}::timestamptz + n * interval '5 seconds',
            'conductor'
          from generate_series(0, 1439) n`,
    );
    const res = await f.history(third!.tripId, ADMIN);
    const history = res.json() as TripHistory;
    expect(history.thinned).toBe(true);
    expect(history.fixes.length).toBeLessThanOrEqual(2_000);
    const afterBurst = history.fixes.filter((f) => Date.parse(f.recordedAt) >= start + 60_000);
    // Thinned by count, every 16th fix: 90 of the two hours. By time: most of the 1,440.
    expect(afterBurst.length).toBeGreaterThan(1_000);
    expect(history.fixes[0]!.recordedAt).toBe(new Date(start).toISOString());
    expect(history.fixes.at(-1)!.recordedAt).toBe(
      new Date(start + 60_000 + 1439 * 5000).toISOString(),
    );
    const times = history.fixes.map((f) => f.recordedAt);
    expect(times).toEqual([...times].sort());
  });
});
