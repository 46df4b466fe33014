import { and, asc, count, eq, getTableName, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { schema } from '../schema/index.ts';
import { openTestDatabase, testDatabases } from '../database.testing.ts';
import { seedDemoDuty } from './demo-duty.ts';
import { seedDemoData, type SeedResult } from './seed.ts';

const { bus, route, routeStop, scheduleStop, seatLayout, stop, trip, tripTime } = schema;
const options = { timezone: 'Europe/Berlin', now: new Date('2030-03-20T10:00:00Z') };
const { auditLog, conductorProfile, fare, schedule, user } = schema;
const TABLES = [
  seatLayout,
  bus,
  stop,
  route,
  routeStop,
  fare,
  schedule,
  scheduleStop,
  trip,
  auditLog,
];

describe.each(testDatabases())('demo seed on %s', (kind) => {
  let h: DatabaseHandle;
  let first: SeedResult;

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[getTableName(table)] = await h.db.$count(table);
    return counts;
  };

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    first = await seedDemoData(h.db, options);
  });
  afterAll(() => h.close());

  it('writes the demo network and reports it in one line, counting the trips from today on', async () => {
    expect(first.summary).toMatch(/^13 stops, 8 routes, 10 buses, \d+ upcoming trips$/);
    expect(first.accounts).toEqual([]);
    expect(await h.db.$count(seatLayout)).toBeGreaterThanOrEqual(3);
    const upcoming = Number(/(\d+) upcoming/.exec(first.summary)?.[1]);
    // Every schedule runs daily: 30 days of trips from today, and yesterday's besides.
    const schedules = await h.db.$count(schedule);
    expect(upcoming).toBe(30 * schedules);
    expect(await h.db.$count(trip, gte(trip.serviceDate, '2030-03-20'))).toBe(upcoming);
    expect(await h.db.$count(trip)).toBe(upcoming + schedules);
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts();
    const again = await seedDemoData(h.db, options);
    expect(again).toEqual(first);
    expect(await rowCounts()).toEqual(before);
  });

  it('rolls trips out for yesterday and 30 service dates from today in the operator zone', async () => {
    const dates = await h.db
      .selectDistinct({ d: trip.serviceDate })
      .from(trip)
      .orderBy(asc(trip.serviceDate));
    expect(dates).toHaveLength(31);
    expect(dates[0]!.d).toBe('2030-03-19');
    expect(dates.at(-1)!.d).toBe('2030-04-18');
  });

  it("has yesterday's night trip on the road just after midnight, as a fresh start then finds it", async () => {
    // 00:15 in Berlin on 2030-03-20: a seed then writes the same rows (its today is the same date).
    const at = new Date('2030-03-19T23:15:00Z');
    const onTheRoad = await h.db
      .select({ date: trip.serviceDate, route: route.longName })
      .from(trip)
      .innerJoin(route, eq(route.id, trip.routeId))
      .innerJoin(tripTime, eq(tripTime.tripId, trip.id))
      .groupBy(trip.id, trip.serviceDate, route.longName)
      .having(
        sql`min(${tripTime.departure}) <= ${at.toISOString()}::timestamptz
          and max(${tripTime.arrival}) > ${at.toISOString()}::timestamptz`,
      );
    expect(onTheRoad).toContainEqual({ date: '2030-03-19', route: 'München ZOB → Stuttgart Hbf' });
    expect(onTheRoad.every((t) => t.date === '2030-03-19')).toBe(true);
  });

  it('times stops in the operator zone, across the clock change', async () => {
    const x10 = await h.db.query.route.findFirst({
      where: eq(route.longName, 'München ZOB → Stuttgart Hbf'),
    });
    const firstStops = await h.db
      .select({ date: trip.serviceDate, departure: tripTime.departure })
      .from(trip)
      .innerJoin(tripTime, eq(tripTime.tripId, trip.id))
      .where(
        sql`${trip.routeId} = ${x10!.id} and ${tripTime.sequence} = 1 and ${trip.busId} is not null`,
      )
      .orderBy(asc(tripTime.departure));
    const at = (date: string) =>
      firstStops.filter((s) => s.date === date).map((s) => s.departure.toISOString());
    // 07:00, 15:00, 17:00, 22:00 and the sleeper at 23:00 local, every day: +01:00 before
    // 2030-03-31 and +02:00 from then on.
    expect(at('2030-03-20')).toEqual([
      '2030-03-20T06:00:00.000Z',
      '2030-03-20T14:00:00.000Z',
      '2030-03-20T16:00:00.000Z',
      '2030-03-20T21:00:00.000Z',
      '2030-03-20T22:00:00.000Z',
    ]);
    expect(at('2030-04-02')).toEqual([
      '2030-04-02T05:00:00.000Z',
      '2030-04-02T13:00:00.000Z',
      '2030-04-02T15:00:00.000Z',
      '2030-04-02T20:00:00.000Z',
      '2030-04-02T21:00:00.000Z',
    ]);
  });

  it('keeps route stops, trip stops and shapes consistent', async () => {
    const routes = await h.db.query.route.findMany({
      with: { stops: { orderBy: asc(routeStop.sequence) } },
    });
    for (const r of routes) {
      expect(r.shape?.coordinates.length).toBeGreaterThan(r.stops.length);
      const distances = r.stops.map((s) => s.distanceM);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    const perRoute = await h.db
      .select({ routeId: routeStop.routeId, n: count() })
      .from(routeStop)
      .groupBy(routeStop.routeId);
    const stopsOfRoute = new Map(perRoute.map((r) => [r.routeId, r.n]));
    const perTrip = await h.db
      .select({ routeId: trip.routeId, n: count(tripTime.sequence) })
      .from(trip)
      .leftJoin(tripTime, eq(tripTime.tripId, trip.id))
      .groupBy(trip.id, trip.routeId);
    expect(perTrip.filter((t) => t.n !== stopsOfRoute.get(t.routeId))).toEqual([]);
  });

  it('has a 2+2 coach, a double-deck sleeper and accessible seats', async () => {
    const layouts = await h.db.select().from(seatLayout);
    const seats = (l: (typeof layouts)[number]) =>
      l.decks.flatMap((d) => d.cells.filter((c) => c.type === 'seat'));
    const coach = layouts.find((l) => l.name.startsWith('Coach'));
    expect(coach?.seatCount).toBeGreaterThanOrEqual(40);
    expect(coach?.seatCount).toBeLessThanOrEqual(49);
    const sleeper = layouts.find((l) => l.decks.length === 2);
    expect(seats(sleeper!).every((c) => c.kind === 'sleeper')).toBe(true);
    expect(layouts.some((l) => seats(l).some((c) => c.flags?.includes('accessible')))).toBe(true);
    for (const l of layouts) {
      const labels = seats(l).map((c) => c.label);
      expect(new Set(labels).size, l.name).toBe(labels.length);
      expect(l.seatCount).toBe(labels.length);
    }
  });

  it('never runs a bus that is in the workshop', async () => {
    const busy = await h.db
      .selectDistinct({ status: bus.status })
      .from(trip)
      .innerJoin(bus, eq(bus.id, trip.busId));
    expect(busy).toEqual([{ status: 'active' }]);
    expect(await h.db.$count(stop)).toBe(13);
  });
});

describe.each(testDatabases())('demo conductor duty on %s', (kind) => {
  let h: DatabaseHandle;
  const duty = { email: 'carl@busway.demo', today: '2030-03-20' };
  const staffedTrips = () => h.db.$count(trip, eq(trip.conductorUserId, 'carl'));

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    await seedDemoData(h.db, options);
  });
  afterAll(() => h.close());

  it('waits for the account and its profile', async () => {
    expect(await seedDemoDuty(h.db, duty)).toBe(false);
    await h.db
      .insert(user)
      .values({ id: 'carl', name: 'Carl', email: duty.email, role: 'conductor' });
    expect(await seedDemoDuty(h.db, duty)).toBe(false);
    expect(await staffedTrips()).toBe(0);
  });

  it("staffs the profile's bus: its schedules and upcoming trips, once", async () => {
    const [coach] = await h.db.select().from(bus).where(eq(bus.registration, 'M-BW 101'));
    await h.db.insert(conductorProfile).values({
      userId: 'carl',
      employeeNumber: 'C-0001',
      phone: '+49 89 1234567',
      licenceNumber: 'L-1',
      busId: coach!.id,
    });
    expect(await seedDemoDuty(h.db, duty)).toBe(true);

    const staffed = await h.db
      .selectDistinct({ busId: trip.busId })
      .from(trip)
      .where(eq(trip.conductorUserId, 'carl'));
    expect(staffed).toEqual([{ busId: coach!.id }]);
    expect(await staffedTrips()).toBe(
      await h.db.$count(trip, and(eq(trip.busId, coach!.id), gte(trip.serviceDate, duty.today))),
    );
    expect(await h.db.$count(schedule, eq(schedule.conductorUserId, 'carl'))).toBe(
      await h.db.$count(schedule, eq(schedule.busId, coach!.id)),
    );

    // An admin takes the conductor off a trip; starting again does not put them back.
    const [first] = await h.db
      .select({ id: trip.id })
      .from(trip)
      .where(eq(trip.conductorUserId, 'carl'))
      .limit(1);
    const before = await staffedTrips();
    await h.db.update(trip).set({ conductorUserId: null }).where(eq(trip.id, first!.id));
    expect(await seedDemoDuty(h.db, duty)).toBe(false);
    expect(await staffedTrips()).toBe(before - 1);
  });
});
