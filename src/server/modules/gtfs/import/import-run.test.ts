/**
 * What an import does around its rows: progress that only goes forward and reaches the event loop
 * while the import runs, the roll-out of dated trips once it has committed, and route stops
 * placed along the route's shape.
 */
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { route, routeStop } from '#db/schema/network.ts';
import { trip } from '#db/schema/timetable.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { IMPORT_STAGES } from '#shared/gtfs/gtfs.ts';
import { cumulativeM } from '../../network/lines/geometry/geo.ts';
import { createRolloutService } from '../../timetable/rollout/schedules-rollout.service.ts';
import { createGtfsExportRepo } from '../export/export.repo.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import type { ImportProgress } from './import-state.ts';
import { editedFeed, feedPath, writeZip } from '../gtfs.testing.ts';

/** The service as the app builds it, rolling out after a successful import. */
function serviceOn(h: DatabaseHandle) {
  const rollout = createRolloutService({ db: h.db, timezone: async () => 'America/Los_Angeles' });
  return createGtfsService({
    repo: createGtfsRepo(h.db),
    exportRepo: createGtfsExportRepo(h.db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'http://localhost',
      timezone: async () => 'UTC',
    },
    currency: 'USD',
    rollOut: async () => (await rollout.rollOutAll()).created,
  });
}

/**
 * Imports, recording each progress event and, for each, whether the event loop had turned since
 * the one before: a macrotask queued at an event has run by the next only if the import let the
 * loop turn in between.
 */
async function importWatched(h: DatabaseHandle, path: string) {
  const events: (ImportProgress & { turnedSincePrevious: boolean })[] = [];
  let turns = 0;
  const outcome = await serviceOn(h).importFeed({
    path,
    fileName: 'feed.zip',
    actorId: null,
    onProgress: (p) => {
      events.push({ ...p, turnedSincePrevious: turns === events.length });
      setImmediate(() => turns++);
    },
  });
  return { outcome, events };
}

/** A calendar that runs through 2099, so the roll-out has dates to fill. */
const forever = (calendar: string) => calendar.replace(/\b20\d{6}\r?$/gm, '20991231');

describe.each(testDatabases())('GTFS import progress and roll-out on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(() => h.close());

  it.each(['sample-feed-1', 'turlock'] as const)(
    'moves the percent of %s only forward, through the stages in order',
    async (feed) => {
      const { outcome, events } = await importWatched(h, feedPath(feed));
      expect(outcome.ok).toBe(true);
      expect(events[0]).toMatchObject({ stage: 'reading', percent: 0 });
      expect(events.at(-1)).toMatchObject({ stage: 'done', percent: 100 });
      for (const [i, event] of events.entries()) {
        if (i === 0) continue;
        const previous = events[i - 1]!;
        expect(event.percent, `${previous.stage} → ${event.stage}`).toBeGreaterThanOrEqual(
          previous.percent,
        );
        expect(IMPORT_STAGES.indexOf(event.stage)).toBeGreaterThanOrEqual(
          IMPORT_STAGES.indexOf(previous.stage),
        );
      }
      expect(events.map((e) => e.stage)).toEqual(
        expect.arrayContaining(['fares', 'schedules', 'finishing', 'rollout']),
      );
    },
  );

  it('lets the event loop turn after each progress event while it writes', async () => {
    const { events } = await importWatched(h, feedPath('sample-feed-1'));
    // From the first schedules on, the import only writes: on PGlite no I/O would hand the loop
    // a turn, so the progress would reach a client only at the end.
    const writing = events.slice(events.findIndex((e) => e.stage === 'schedules') + 1);
    expect(writing.map((e) => e.stage)).toEqual(
      expect.arrayContaining(['finishing', 'rollout', 'done']),
    );
    expect(writing.filter((e) => !e.turnedSincePrevious)).toEqual([]);
  });

  it('rolls out dated trips once the import has committed, and counts them', async () => {
    const path = await editedFeed(feedPath('turlock'), { 'calendar.txt': forever });
    const before = await h.db.$count(trip);
    const { outcome } = await importWatched(h, path);
    expect(outcome.ok).toBe(true);
    expect(outcome.rolledOutTrips).toBeGreaterThan(0);
    expect(await h.db.$count(trip)).toBe(before + outcome.rolledOutTrips!);

    const again = await importWatched(h, path);
    expect(again.outcome.rolledOutTrips).toBe(0);
  });

  it('rolls nothing out when the feed has errors', async () => {
    const bad = await editedFeed(feedPath('turlock'), {
      'calendar.txt': forever,
      'agency.txt': (text) => text.replace('America/Los_Angeles', 'Mars/Olympus_Mons'),
    });
    const { outcome, events } = await importWatched(h, bad);
    expect(outcome.ok).toBe(false);
    expect(outcome.rolledOutTrips).toBeNull();
    expect(events.map((e) => e.stage)).not.toContain('rollout');
  });
});

/** Three stops on a straight street; the bus goes round a block between the first two. */
const DETOUR_FEED = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nA,Detour Bus,http://example.com,Europe/Berlin\n',
  'stops.txt':
    'stop_id,stop_name,stop_lat,stop_lon\nS1,West,48.0,11.0\nS2,Middle,48.0,11.02\nS3,East,48.0,11.04\n',
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A,1,Round the block,3\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nW,1,1,1,1,1,0,0,20240101,20241231\n',
  'trips.txt': 'route_id,service_id,trip_id,shape_id\nR1,W,T1,SH1\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
    'T1,08:00:00,08:00:00,S1,1\nT1,08:10:00,08:10:00,S2,2\nT1,08:20:00,08:20:00,S3,3\n',
  'shapes.txt':
    'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\n' +
    'SH1,48.0,11.0,1\nSH1,48.01,11.0,2\nSH1,48.01,11.02,3\nSH1,48.0,11.02,4\nSH1,48.0,11.04,5\n',
};

describe.each(testDatabases())('GTFS route stops on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(() => h.close());

  it('measures each stop’s distance along the route’s shape, not in straight lines', async () => {
    const { outcome } = await importWatched(h, await writeZip(DETOUR_FEED));
    expect(outcome.report.errors).toEqual([]);
    const [r1] = await h.db.select().from(route).where(isNotNull(route.gtfsId));
    const distances = await h.db
      .select({ distanceM: routeStop.distanceM })
      .from(routeStop)
      .where(eq(routeStop.routeId, r1!.id))
      .orderBy(asc(routeStop.sequence));
    // Along the shape: up, across, down to the middle stop, then on to the east one.
    const along = cumulativeM(
      r1!.shape!.coordinates.map(([lng, lat]) => ({ lat: lat!, lng: lng! })),
    );
    expect(r1!.shape!.coordinates).toHaveLength(5);
    const [middle, east] = distances.slice(1).map((d) => d.distanceM);
    expect(distances[0]!.distanceM).toBe(0);
    expect(Math.abs(middle! - along[3]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(east! - along[4]!)).toBeLessThanOrEqual(1);
    // Straight lines would say 1.5 km and 3 km; the bus goes 3.7 km and 5.2 km.
    expect(middle).toBeGreaterThan(3_700);
  });
});
