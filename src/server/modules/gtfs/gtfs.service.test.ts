import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, getTableName, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import { agency, serviceCalendar, serviceCalendarDate, shape } from '#db/schema/gtfs.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import { auditLog, operatorSetting } from '#db/schema/system.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { operatorServiceFor } from '../network/operator/operator.service.ts';
import { createGtfsExportRepo } from './export/export.repo.ts';
import { createGtfsRepo } from './gtfs.repo.ts';
import { createGtfsService, type GtfsServiceDeps } from './gtfs.service.ts';
import { editedFeed, feedPath, networkSnapshot } from './gtfs.testing.ts';

const TABLES = [
  agency,
  stop,
  route,
  routeStop,
  serviceCalendar,
  serviceCalendarDate,
  shape,
  schedule,
  fare,
];

/** The service as the app builds it; the shared feeds price in USD. */
function serviceOn(h: DatabaseHandle, options: Partial<GtfsServiceDeps> = {}) {
  return createGtfsService({
    repo: createGtfsRepo(h.db),
    exportRepo: createGtfsExportRepo(h.db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'http://localhost',
      timezone: async () => 'Europe/Berlin',
    },
    currency: 'USD',
    ...options,
  });
}

async function rowCounts(h: DatabaseHandle) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[getTableName(table)] = await h.db.$count(table);
  return counts;
}

const importFile = (h: DatabaseHandle, path: string, stages?: string[]) =>
  serviceOn(h).importFeed({
    path,
    fileName: 'feed.zip',
    actorId: 'admin-1',
    onProgress: (p) => stages?.push(p.stage),
  });

describe.each(testDatabases())('GTFS import on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(() => h.close());

  it('imports the GTFS example feed, frequencies expanded, with progress', async () => {
    const stages: string[] = [];
    const outcome = await importFile(h, feedPath('sample-feed-1'), stages);
    expect(outcome.report).toEqual({ errors: [], warnings: [], errorCount: 0, warningCount: 0 });
    // 8 plain trips; STBA every 30 min 06:00–22:00 (32); CITY1 and CITY2 52 departures each.
    expect(outcome.counts).toEqual({
      agencies: 1,
      stops: 9,
      routes: 5,
      schedules: 144,
      stopTimes: 8 * 2 + 32 * 2 + 2 * 52 * 5,
      serviceCalendars: 2,
      serviceCalendarDates: 1,
      shapes: 0,
      fares: 4,
      deactivatedSchedules: 0,
      inactiveRoutes: 0,
    });
    expect(outcome.timezone).toBe('America/Los_Angeles');
    expect(await rowCounts(h)).toMatchObject({
      stop: 9,
      route: 5,
      schedule: 144,
      route_stop: 13,
      fare: 4,
    });
    expect(stages).toEqual(
      expect.arrayContaining(['reading', 'stops', 'stop_times', 'schedules', 'finishing', 'done']),
    );
    expect(await operatorServiceFor(h.db, 'Europe/Berlin').operatorTimezone()).toBe(
      'America/Los_Angeles',
    );
  });

  it('keeps the feed calendar and times past midnight-free offsets', async () => {
    const city = await h.db.query.schedule.findFirst({ where: eq(schedule.gtfsId, 'CITY1#08:10') });
    expect(city).toMatchObject({
      departureTime: 8 * 60 + 10,
      validFrom: '2007-01-01',
      validTo: '2010-12-31',
    });
    expect(city!.daysOfWeek).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(city!.stopOffsets.map((o) => [o.arrive, o.depart])).toEqual([
      [0, 0],
      [5, 7],
      [12, 14],
      [19, 21],
      [26, 28],
    ]);
    const removed = await h.db.select().from(serviceCalendarDate);
    expect(removed).toMatchObject([{ date: '2007-06-04', exception: 'removed' }]);
    const airport = await h.db.query.fare.findFirst({ where: eq(fare.gtfsId, 'a') });
    expect(airport).toMatchObject({ baseMinor: 525, perKmMinor: 0, currency: 'USD' });
  });

  it('updates by GTFS id on a second import, and retires trips the feed dropped', async () => {
    const before = await rowCounts(h);
    const ids = await h.db.select({ id: schedule.id, gtfsId: schedule.gtfsId }).from(schedule);
    const again = await importFile(h, feedPath('sample-feed-1'));
    expect(again.ok).toBe(true);
    expect(await rowCounts(h)).toEqual(before);
    expect(await h.db.select({ id: schedule.id, gtfsId: schedule.gtfsId }).from(schedule)).toEqual(
      expect.arrayContaining(ids),
    );

    const withoutAamv4 = await editedFeed(feedPath('sample-feed-1'), {
      'trips.txt': (text) => text.replace(/^AAMV,WE,AAMV4.*$/m, ''),
      'stop_times.txt': (text) => text.replace(/^AAMV4.*$/gm, ''),
    });
    const dropped = await importFile(h, withoutAamv4);
    expect(dropped.counts).toMatchObject({ schedules: 143, deactivatedSchedules: 1 });
    const aamv4 = await h.db.query.schedule.findFirst({ where: eq(schedule.gtfsId, 'AAMV4') });
    expect(aamv4?.active).toBe(false);
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'gtfs.import'));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({
      actorId: 'admin-1',
      entity: 'gtfs-feed',
      after: { counts: { stops: 9 } },
    });
  });

  it('imports Turlock: calendar dates, stop time seconds, trips without times left out, routes without stops inactive, nothing bookable said why', async () => {
    const outcome = await importFile(h, feedPath('turlock'));
    expect(outcome.ok).toBe(true);
    expect(outcome.counts).toEqual({
      agencies: 1,
      stops: 115,
      routes: 6,
      schedules: 7,
      stopTimes: 7 * 19,
      serviceCalendars: 4,
      serviceCalendarDates: 17,
      shapes: 0,
      fares: 6,
      // The example feed's trips, imported before, are no longer in this feed.
      deactivatedSchedules: 143,
      // Only route 1 has trips with stop times.
      inactiveRoutes: 5,
    });
    // Every calendar ended on 1 Jan 2023: nothing to roll out, and the report says why.
    expect(outcome.nothingBookable).toBe(
      `every schedule ended before today (${localDate(new Date(), 'America/Los_Angeles')}); the last service date is 2023-01-01`,
    );
    const routes = await h.db.select().from(route).where(isNotNull(route.gtfsId));
    const active = routes.filter((r) => r.active && /^166/.test(r.gtfsId!)).map((r) => r.shortName);
    expect(active).toEqual(['1']);
    const faresV2 =
      'GTFS-Fares v2 is not imported: fares come from fare_attributes.txt and fare_rules.txt only';
    expect(outcome.report.warnings).toEqual([
      ...['fare_leg_rules.txt', 'fare_products.txt', 'fare_rider_categories.txt'].map((file) => ({
        file,
        line: null,
        message: faresV2,
      })),
      { file: 'rider_categories.txt', line: null, message: faresV2 },
      {
        file: 'trips.txt',
        line: null,
        message: '670 trips name a shape_id but the feed has no shapes; they keep none',
      },
      { file: 'trips.txt', line: null, message: '663 trips have no stop times and are left out' },
      ...[
        [3, '2 Geer'],
        [4, '3 Olive'],
        [5, '4 Colorado'],
        [6, '5 Lander'],
        [7, '6 Soderquist'],
      ].map(([line, name]) => ({
        file: 'routes.txt',
        line: line as number,
        message: `route ${name} has no trip with stop times, so no stops: it is imported inactive`,
      })),
    ]);
    const trip = await h.db.query.schedule.findFirst({
      where: eq(schedule.gtfsId, 't_1227894_b_33503_tn_0'),
    });
    expect(trip!.departureTime).toBe(13 * 60 + 50);
    // The station Roger K. Fall Transit Center is kept, and its six bays point to it.
    const station = await h.db.query.stop.findFirst({ where: eq(stop.gtfsId, '2615843') });
    expect(station).toMatchObject({ locationType: 1, parentStopId: null, code: '2615843' });
    const bays = await h.db.select().from(stop).where(eq(stop.parentStopId, station!.id));
    expect(bays.map((b) => b.code).sort()).toEqual(['101', '102', '103', '104', '105', '106']);
    expect(bays.every((b) => b.locationType === 0)).toBe(true);
    expect(trip!.stopOffsets[1]).toMatchObject({
      arrive: 2,
      depart: 2,
      arriveSeconds: 170,
      departSeconds: 170,
    });
  });

  it('changes nothing for a feed with errors, and names file and line', async () => {
    const before = await rowCounts(h);
    const snapshot = await networkSnapshot(h.db);
    const bad = await editedFeed(feedPath('sample-feed-1'), {
      'agency.txt': (text) => text.replace('America/Los_Angeles', 'Europe/Paris'),
      'stops.txt': (text) => text.replace('36.425288', '136.425288'),
      'stop_times.txt': (text) =>
        text.replace('AB1,8:10:00,8:15:00,BULLFROG', 'AB1,8:10:00,8:15:00,NOWHERE'),
    });
    const outcome = await importFile(h, bad);
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors).toEqual([
      // The network is there: a feed moving it to another zone needs the admin's confirmation.
      {
        file: 'agency.txt',
        line: null,
        message: expect.stringContaining('Europe/Paris') as string,
      },
      {
        file: 'stops.txt',
        line: 2,
        message: 'stop FUR_CREEK_RES: stop_lat "136.425288" is not a latitude (-90..90)',
      },
      {
        file: 'stop_times.txt',
        line: 15,
        message: 'trip AB1: stop_id "NOWHERE" names no stop in stops.txt',
      },
    ]);
    expect(await rowCounts(h)).toEqual(before);
    expect(await networkSnapshot(h.db)).toEqual(snapshot);
    expect(await operatorServiceFor(h.db, 'UTC').operatorTimezone()).toBe('America/Los_Angeles');
  });

  it('leaves out fares in another currency than the operator’s, naming each', async () => {
    // An operator charging EUR (a network is there: the feed does not set the currency).
    await h.db
      .insert(operatorSetting)
      .values({ key: 'currency', value: 'EUR' })
      .onConflictDoUpdate({ target: operatorSetting.key, set: { value: 'EUR' } });
    const outcome = await serviceOn(h, { currency: 'EUR' }).importFeed({
      path: feedPath('sample-feed-1'),
      fileName: 'feed.zip',
      actorId: null,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.counts.fares).toBe(0);
    const message = (id: string) =>
      `fare ${id} is in USD, but the operator charges in EUR; the fare is not imported`;
    expect(outcome.report.warnings).toEqual([
      { file: 'fare_attributes.txt', line: 2, message: message('p') },
      { file: 'fare_attributes.txt', line: 3, message: message('a') },
    ]);
    expect(await h.db.select().from(fare).where(eq(fare.currency, 'EUR'))).toEqual([]);
  });

  it('reports a file that is not a zip', async () => {
    const outcome = await importFile(h, feedPath('sample-feed-1').replace('.zip', '.missing'));
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors[0]).toMatchObject({ file: '(feed)', line: null });
  });
});

describe.each(testDatabases())('GTFS export round trip on %s', (kind) => {
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
  });
  afterAll(() => Promise.all([source.close(), target.close()]));

  it.each(['sample-feed-1', 'turlock'] as const)(
    'gives back the stops, routes, trips and times of %s',
    async (feed) => {
      expect((await importFile(source, feedPath(feed))).ok).toBe(true);
      const path = join(await mkdtemp(join(tmpdir(), 'busway-export-')), 'gtfs.zip');
      await pipeline(serviceOn(source).exportFeed(), createWriteStream(path));
      const back = await importFile(target, path);
      expect(back.report.errors).toEqual([]);
      expect(active(await networkSnapshot(target.db))).toEqual(
        active(await networkSnapshot(source.db)),
      );
    },
  );
});

/** The active routes and their fares: an export leaves inactive routes out (Turlock's five without stop times). */
function active(snapshot: Awaited<ReturnType<typeof networkSnapshot>>) {
  const inactive = new Set(snapshot.routes.filter((r) => !r.active).map((r) => r.gtfsId));
  return {
    ...snapshot,
    routes: snapshot.routes.filter((r) => r.active),
    fares: snapshot.fares.filter(([routeId]) => !inactive.has(routeId as string)),
  };
}
