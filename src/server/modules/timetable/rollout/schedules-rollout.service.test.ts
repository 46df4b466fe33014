import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { serviceCalendar, serviceCalendarDate } from '#db/schema/gtfs.ts';
import { schedule, trip, tripTime } from '#db/schema/timetable.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { planAdditions } from './schedules-plan.ts';
import { createRolloutRepo } from './schedules-rollout.repo.ts';
import { createRolloutService } from './schedules-rollout.service.ts';
import { aRoute } from '#server/testing/factories.testing.ts';
import { seedNetwork, ZONE } from '../schedules/schedules.testing.ts';

const NOW = new Date('2030-03-20T10:00:00Z');

describe.each(testDatabases())('schedule roll-out on %s', (kind) => {
  let h: DatabaseHandle;
  /** The route of the schedules the tests add, besides the demo network's. */
  let line: Awaited<ReturnType<typeof aRoute>>;
  const service = () =>
    createRolloutService({ db: h.db, timezone: async () => ZONE, now: () => NOW, batchSize: 7 });
  const counts = async () => ({
    trips: await h.db.$count(trip),
    stops: await h.db.$count(tripTime),
  });
  const datesOf = async (scheduleId: string) =>
    (
      await h.db
        .select({ d: trip.serviceDate })
        .from(trip)
        .where(eq(trip.scheduleId, scheduleId))
        .orderBy(asc(trip.serviceDate))
    ).map((r) => r.d);
  const addSchedule = async (values: Partial<typeof schedule.$inferInsert>) => {
    const offsets = line.stops.map((_, i) => ({ arrive: i * 60, depart: i * 60 }));
    const [row] = await h.db
      .insert(schedule)
      .values({
        routeId: line.id,
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
        departureTime: 600,
        stopOffsets: offsets,
        validFrom: '2030-03-01',
        ...values,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    await seedNetwork(h.db, NOW);
    line = await aRoute(h.db, { stops: ['A', 'B', 'C', 'D'] });
  });
  afterAll(() => h.close());

  it('rolls the demo network out for every date of the default booking window (today + 60 included), and a second run adds nothing', async () => {
    const before = await counts();
    const first = await service().rollOutAll();
    console.info(
      `[${kind}] roll-out of the demo network: ${first.created} trips from ${first.schedules} schedules in ${first.durationMs} ms`,
    );
    expect(first).toMatchObject({ from: '2030-03-20', to: '2030-05-19', skipped: 0 });
    const after = await counts();
    expect(after.trips - before.trips).toBe(first.created);
    // The seed wrote yesterday and 30 dates from today; the roll-out adds the 31 dates after them.
    expect(first.created).toBe(31 * (await h.db.$count(schedule)));
    const dates = await h.db
      .selectDistinct({ d: trip.serviceDate })
      .from(trip)
      .orderBy(asc(trip.serviceDate));
    expect(dates).toHaveLength(62);
    expect(dates[0]!.d).toBe('2030-03-19');
    expect(dates.at(-1)!.d).toBe('2030-05-19');

    const second = await service().rollOutAll();
    expect(second.created).toBe(0);
    expect(await counts()).toEqual(after);
  });

  it('gives every rolled-out trip its stops, timed in the operator zone past the clock change', async () => {
    const perTrip = await h.db
      .select({ n: count(tripTime.sequence) })
      .from(trip)
      .leftJoin(tripTime, eq(tripTime.tripId, trip.id))
      .groupBy(trip.id);
    expect(perTrip.filter((t) => t.n < 2)).toEqual([]);
    const s = await addSchedule({ departureTime: 7 * 60 });
    await service().rollOutAll();
    const firstStop = await h.db
      .select({ date: trip.serviceDate, departure: tripTime.departure })
      .from(trip)
      .innerJoin(tripTime, eq(tripTime.tripId, trip.id))
      .where(
        sql`${trip.scheduleId} = ${s.id} and ${tripTime.sequence} = 1 and ${trip.serviceDate} in ('2030-03-30', '2030-03-31')`,
      )
      .orderBy(asc(trip.serviceDate));
    expect(firstStop.map((r) => r.departure.toISOString())).toEqual([
      '2030-03-30T06:00:00.000Z',
      '2030-03-31T05:00:00.000Z',
    ]);
  });

  it('follows a service calendar and its added and removed dates', async () => {
    const [calendar] = await h.db
      .insert(serviceCalendar)
      .values({
        gtfsId: 'weekdays',
        daysOfWeek: [1, 2, 3, 4, 5],
        startDate: '2030-03-01',
        endDate: '2030-03-31',
      })
      .returning();
    await h.db.insert(serviceCalendarDate).values([
      { calendarId: calendar!.id, date: '2030-03-25', exception: 'removed' },
      { calendarId: calendar!.id, date: '2030-03-30', exception: 'added' },
    ]);
    const s = await addSchedule({
      daysOfWeek: [1, 2, 3, 4, 5],
      validTo: '2030-03-31',
      serviceCalendarId: calendar!.id,
    });
    await service().rollOutAll();
    // 10:00 local on 2030-03-20 has gone by NOW (11:00 local), so that day gets no trip.
    expect(await datesOf(s.id)).toEqual([
      '2030-03-21',
      '2030-03-22',
      '2030-03-26',
      '2030-03-27',
      '2030-03-28',
      '2030-03-29',
      '2030-03-30',
    ]);
  });

  it('writes each trip once when two instances roll out at the same moment', async () => {
    const s = await addSchedule({ departureTime: 20 * 60 });
    const [a, b] = await Promise.all([service().rollOutAll(), service().rollOutAll()]);
    expect(a.created + b.created).toBe(61);
    expect(await datesOf(s.id)).toHaveLength(61);
  });

  it('skips a schedule whose offsets do not fit its route, and rolls out the others', async () => {
    const broken = await addSchedule({ stopOffsets: [{ arrive: 0, depart: 0 }] });
    const fine = await addSchedule({ departureTime: 21 * 60 });
    const report = await service().rollOutAll();
    expect(report.skipped).toBe(1);
    expect(await datesOf(broken.id)).toEqual([]);
    expect(await datesOf(fine.id)).toHaveLength(61);
  });

  it("rolls out yesterday's trips that leave after midnight, and no other trip of yesterday", async () => {
    const late = await addSchedule({ departureTime: 24 * 60 + 30 });
    const early = await addSchedule({ departureTime: 23 * 60 + 30 });
    // 00:10 local on 2030-03-21: yesterday's 24:30 is still to come, its 23:30 has gone.
    const afterMidnight = new Date('2030-03-20T23:10:00Z');
    const report = await createRolloutService({
      db: h.db,
      timezone: async () => ZONE,
      now: () => afterMidnight,
    }).rollOutAll();
    expect(report.from).toBe('2030-03-21');
    expect((await datesOf(late.id))[0]).toBe('2030-03-20');
    expect((await datesOf(early.id))[0]).toBe('2030-03-21');
  });

  it('leaves inactive schedules alone', async () => {
    const off = await addSchedule({ active: false });
    await service().rollOutAll();
    expect(await datesOf(off.id)).toEqual([]);
  });

  it('writes the trips the planner (schedules-plan.ts) plans: the same dates and day starts', async () => {
    // The database plans the full roll-out itself; a re-plan plans in JavaScript. Both must agree.
    // From tomorrow: today holds seeded trips that have left (other tests cover today and yesterday).
    const rollout = service();
    const w = await rollout.window();
    await rollout.rollOutAll();
    const repo = createRolloutRepo(h.db);
    const ids = (await h.db.select({ id: schedule.id }).from(schedule)).map((r) => r.id);
    const key = (t: { scheduleId: string | null; serviceDate: string; dayStart: Date | null }) =>
      `${t.scheduleId} ${t.serviceDate} ${t.dayStart?.toISOString()}`;
    const planned = (await repo.planSchedules(ids, w.from, w.to)).flatMap((s) => {
      try {
        return planAdditions(s, new Set(), w)
          .trips.filter((t) => t.serviceDate > w.today)
          .map((t) => key(t as Parameters<typeof key>[0]));
      } catch {
        return []; // offsets that do not fit: skipped by both
      }
    });
    const written = (
      await h.db
        .select({
          scheduleId: trip.scheduleId,
          serviceDate: trip.serviceDate,
          dayStart: trip.dayStart,
        })
        .from(trip)
        .where(
          sql`${trip.scheduleId} is not null and ${trip.serviceDate} > ${w.today} and ${trip.serviceDate} < ${w.to}`,
        )
    ).map(key);
    expect(planned.length).toBeGreaterThan(500);
    expect(written.sort()).toEqual(planned.sort());
  });

  it('plans as far as the booking window reaches when it is longer than ROLLOUT_DAYS, read at each run', async () => {
    // 23:00 local: today's trip is still to come at 11:00 (NOW).
    const daily = await addSchedule({ departureTime: 23 * 60 });
    let windowDays = 10;
    const rollout = createRolloutService({
      db: h.db,
      timezone: async () => ZONE,
      bookingWindowDays: async () => windowDays,
      now: () => NOW,
    });
    // A short window keeps the 60 days: 2030-03-20 … 2030-05-18.
    expect(await rollout.rollOutAll()).toMatchObject({ from: '2030-03-20', to: '2030-05-18' });
    expect((await datesOf(daily.id)).at(-1)).toBe('2030-05-18');
    // 90 days ahead is bookable, so today and the 90 dates after it need their trips.
    windowDays = 90;
    expect(await rollout.rollOutAll()).toMatchObject({ from: '2030-03-20', to: '2030-06-18' });
    const dates = await datesOf(daily.id);
    expect(dates.at(-1)).toBe('2030-06-18');
    expect(dates.filter((d) => d >= '2030-03-20')).toHaveLength(91);
    expect((await rollout.window()).to).toBe('2030-06-19');
  });
});
