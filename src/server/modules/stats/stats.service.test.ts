import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { route } from '#db/schema/network.ts';
import { trip } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import { auditLog } from '#db/schema/system.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { aBus, aLayout, aStop } from '#server/testing/factories.testing.ts';
import { createStatsReadModel } from './stats.read-model.ts';
import { timetableState } from '#shared/tracking/trip-state.ts';
import { createStatsService, statusOf, type StatsService } from './stats.service.ts';

// 23:30 UTC on 10 May is already 11 May in Berlin: "today" is the operator's date.
const NOW = new Date('2030-05-10T23:30:00Z');
const TODAY = '2030-05-11';
/** A trip as the trips service records it in the audit log (AdminTrip). */
const cancelledTrip = {
  id: 't1',
  serviceDate: TODAY,
  route: { id: 'r1', shortName: 'X1', longName: 'One', colour: '#0a5', textColour: '#fff' },
  headsign: 'Two',
  departure: '2030-05-11T05:00:00.000Z',
  status: 'scheduled',
};

describe('a trip as the dashboard counts it', () => {
  it('follows the tracking state: on the road while live or without signal, completed once ended', () => {
    expect(statusOf('scheduled', 'live')).toBe('en-route');
    expect(statusOf('scheduled', 'stale')).toBe('en-route');
    expect(statusOf('en-route', 'ended')).toBe('completed');
    expect(statusOf('scheduled', 'cancelled')).toBe('cancelled');
    expect(statusOf('boarding', 'scheduled')).toBe('boarding');
    expect(statusOf('en-route', 'scheduled')).toBe('scheduled');
  });
});

describe.each(testDatabases())('dashboard stats on %s', (kind) => {
  let h: DatabaseHandle;
  let stats: StatsService;

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    stats = createStatsService({
      reads: createStatsReadModel(h.db),
      operatorTimezone: async () => 'Europe/Berlin',
      operatorCurrency: async () => 'EUR',
      now: () => NOW,
      // The tracking service: the trip the conductor started has a bus on the road, one trip
      // still "scheduled" lost its signal; the rest say what their status says.
      statesOf: async (trips) =>
        new Map(
          trips.map((t, i) => [
            t.id,
            {
              state:
                t.status === 'en-route'
                  ? 'live'
                  : t.status === 'scheduled' &&
                      i === trips.findIndex((x) => x.status === 'scheduled')
                    ? 'stale'
                    : timetableState(t, NOW.getTime()),
            },
          ]),
        ),
    });
    const db = h.db;
    const layout = await aLayout(db, { name: 'L' });
    for (const [i, status] of (['active', 'active', 'maintenance'] as const).entries())
      await aBus(db, { registration: `B ${i}`, name: `Bus ${i}`, layoutId: layout.id, status });
    for (const n of [1, 2, 3])
      await aStop(db, { code: `S${n}`, name: `Stop ${n}`, lat: 48, lng: 11 });
    const [line] = await db
      .insert(route)
      .values([
        { shortName: 'X1', longName: 'One' },
        { shortName: 'X2', longName: 'Two', active: false },
      ])
      .returning();
    const trips: [string, TripStatus, string | null][] = [
      [TODAY, 'scheduled', 'c1'],
      [TODAY, 'en-route', 'c1'],
      [TODAY, 'completed', 'c2'],
      [TODAY, 'cancelled', 'c3'],
      [TODAY, 'scheduled', null],
      ['2030-05-10', 'completed', 'c4'],
    ];
    await db.insert(trip).values(
      trips.map(([serviceDate, status, conductorUserId]) => ({
        routeId: line!.id,
        serviceDate,
        status,
        conductorUserId,
      })),
    );
    await db
      .insert(user)
      .values({ id: 'u-ada', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    await db.insert(auditLog).values([
      { actorId: null, action: 'seed', entity: 'demo-network', after: { days: 30 } },
      {
        actorId: 'u-ada',
        action: 'stop.create',
        entity: 'stop',
        entityId: 's1',
        after: { name: 'Stop 1', code: 'S1' },
      },
      {
        actorId: 'u-ada',
        action: 'route.update',
        entity: 'route',
        entityId: 'r1',
        before: { shortName: 'X1', longName: 'Old' },
        after: { shortName: 'X1', longName: 'One' },
      },
      {
        actorId: 'u-gone',
        action: 'bus.create',
        entity: 'bus',
        entityId: 'b1',
        after: { registration: 'B 0', name: 'Bus 0' },
      },
      {
        actorId: 'u-ada',
        action: 'stop.delete',
        entity: 'stop',
        entityId: 's9',
        before: { name: 'Stop 9' },
      },
      {
        actorId: 'u-ada',
        action: 'gtfs.import',
        entity: 'gtfs-feed',
        entityId: 'feed.zip',
        after: { fileName: 'feed.zip', counts: {} },
      },
      {
        actorId: 'u-ada',
        action: 'trip.cancelled',
        entity: 'trip',
        entityId: 't1',
        before: cancelledTrip,
        after: { ...cancelledTrip, status: 'cancelled', reason: 'Storm' },
      },
    ]);
  });
  afterAll(() => h.close());

  it('counts buses by status, routes, stops, and today’s trips in the operator’s zone', async () => {
    expect(await stats.stats()).toEqual({
      today: TODAY,
      timezone: 'Europe/Berlin',
      buses: { total: 3, byStatus: { active: 2, maintenance: 1, retired: 0 } },
      routes: { total: 2, active: 1 },
      stops: { total: 3 },
      tripsToday: {
        total: 5,
        // The bus that lost its signal is on the road too: "On the road" counts live buses.
        byStatus: { scheduled: 1, boarding: 0, 'en-route': 2, completed: 1, cancelled: 1 },
      },
      // c1 twice counts once; c3's trip is cancelled; c4 drove yesterday.
      conductorsOnDuty: 2,
    });
  });

  it('lists the latest actions newest first, with who did them and what they were about', async () => {
    const entries = await stats.audit(6);
    expect(entries.map((e) => [e.action, e.actor?.name ?? null, e.label])).toEqual([
      // A trip is named by route, departure in the operator's zone and day, not as its JSON.
      ['trip.cancelled', 'Ada Admin', 'X1 07:00 Sat 11 May'],
      ['gtfs.import', 'Ada Admin', 'feed.zip'],
      ['stop.delete', 'Ada Admin', 'Stop 9'],
      ['bus.create', null, 'B 0'],
      ['route.update', 'Ada Admin', 'X1 One'],
      ['stop.create', 'Ada Admin', 'Stop 1'],
    ]);
    expect(entries[3]!.actor).toEqual({ id: 'u-gone', name: null, email: null });
    const [seed] = (await stats.audit(10)).slice(-1);
    expect(seed).toMatchObject({ action: 'seed', actor: null, label: null });
  });
});
