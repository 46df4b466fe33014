/**
 * The export of a network built by hand (the demo seed: drawn route paths, schedules without
 * shapes, fares per km and by a segment table) is a valid GTFS feed, and importing it into an
 * empty database gives the same network back
 * (docs/decisions/006-gtfs-export-of-hand-built-networks.md).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays } from '#shared/core/zoned-time.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { operatorServiceFor } from '../../network/operator/operator.service.ts';
import { feedProblems, feedTables, type FeedTables } from './export-check.testing.ts';
import {
  feedFare,
  importedKey,
  largestGap,
  networkView,
  sourceKey,
  type NetworkView,
} from './export-round-trip.testing.ts';
import { createGtfsExportRepo } from './export.repo.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import { readZipText } from '../gtfs.testing.ts';

const SEED = { timezone: 'Europe/Berlin', now: new Date('2030-03-20T10:00:00Z') };
/** Seeding, exporting and importing two databases is slow on a busy machine; no timing is checked. */
const SETUP_LIMIT_MS = 240_000;

function serviceOn(h: DatabaseHandle) {
  return createGtfsService({
    repo: createGtfsRepo(h.db),
    exportRepo: createGtfsExportRepo(h.db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'http://localhost',
      timezone: () => operatorServiceFor(h.db, SEED.timezone).operatorTimezone(),
    },
  });
}

describe.each(testDatabases())('GTFS export of the hand-built demo network on %s', (kind) => {
  let source: DatabaseHandle | undefined;
  let target: DatabaseHandle | undefined;
  let files: Record<string, string>;
  let feed: FeedTables;
  let imported: ImportOutcome;
  let before: NetworkView;
  let after: NetworkView;

  beforeAll(async () => {
    source = await openTestDatabase(kind);
    target = await openTestDatabase(kind);
    await seedDemoData(source.db, SEED);
    const path = join(await mkdtemp(join(tmpdir(), 'busway-export-')), 'gtfs.zip');
    await pipeline(serviceOn(source).exportFeed(), createWriteStream(path));
    files = await readZipText(path);
    feed = feedTables(files);
    imported = await serviceOn(target).importFeed({ path, fileName: 'gtfs.zip', actorId: null });
    before = await networkView(source.db, sourceKey);
    after = await networkView(target.db, importedKey);
  }, SETUP_LIMIT_MS);
  afterAll(() => Promise.all([source?.close(), target?.close()]));

  it('writes a structurally valid feed with every file the network needs', () => {
    expect(feedProblems(files)).toEqual([]);
    expect(Object.keys(files).sort()).toEqual(
      [
        'agency.txt',
        'calendar.txt',
        'calendar_dates.txt',
        'fare_attributes.txt',
        'fare_rules.txt',
        'routes.txt',
        'shapes.txt',
        'stop_times.txt',
        'stops.txt',
        'trips.txt',
      ].sort(),
    );
    expect(feed['agency.txt']).toEqual([
      expect.objectContaining({ agency_id: 'busway', agency_timezone: 'Europe/Berlin' }),
    ]);
    expect(feed['stops.txt']!.map((s) => s.stop_code).sort()).toEqual(
      before.stops.map((s) => s.code),
    );
    expect(feed['routes.txt']!.find((r) => r.route_short_name === 'X40')).toMatchObject({
      route_color: 'F2C94C',
      route_text_color: '1B1F24',
      route_long_name: 'Regensburg Hbf → Würzburg Hbf',
    });
  });

  it('gives every schedule its route path as shape, one shape per route', () => {
    const shapeIds = new Set(feed['shapes.txt']!.map((p) => p.shape_id));
    expect([...shapeIds].sort()).toEqual(before.routes.map((r) => `route-${r.key}`).sort());
    for (const trip of feed['trips.txt']!) expect(trip.shape_id).toBe(`route-${trip.route_id}`);
    const x10 = before.routes.find((r) => r.shortName === 'X10')!;
    expect(feed['shapes.txt']!.filter((p) => p.shape_id === `route-${x10.key}`)).toHaveLength(
      x10.path.length,
    );
  });

  it('writes services from the days and validity of the schedules', () => {
    // The seed's schedules run every day from its first service date, the day before it ran.
    const open = { start_date: '20300319', end_date: '20310319' };
    const days = (c: Record<string, string>) =>
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
        .map((d) => c[d])
        .join('');
    expect(feed['calendar.txt']!.map((c) => [days(c), c.start_date, c.end_date]).sort()).toEqual([
      ['1111111', open.start_date, open.end_date],
    ]);
  });

  it('imports into an empty database without errors, with the operator time zone', async () => {
    expect(imported.report.errors).toEqual([]);
    expect(imported.ok).toBe(true);
    expect(imported.counts).toMatchObject({ stops: 13, routes: 8, schedules: 34, shapes: 8 });
    expect(await operatorServiceFor(target!.db, 'UTC').operatorTimezone()).toBe('Europe/Berlin');
  });

  it('gives back the stops: names, codes and coordinates', () => {
    const names = (v: NetworkView) => v.stops.map((s) => [s.code, s.name]);
    const points = (v: NetworkView) => v.stops.map((s) => [s.lng, s.lat]);
    expect(names(after)).toEqual(names(before));
    expect(largestGap(points(after), points(before))).toBeLessThan(1e-6);
  });

  it('gives back the routes: names, colours, ordered stops and paths', () => {
    const described = (v: NetworkView) =>
      v.routes.map(({ path: _path, distancesM: _distances, ...route }) => route);
    expect(described(after)).toEqual(described(before));
    for (const [i, route] of after.routes.entries()) {
      const { path, distancesM } = before.routes[i]!;
      expect(route.path).toHaveLength(path.length);
      expect(largestGap(route.path, path)).toBeLessThan(1e-6);
      // Distances are measured again along the same path: the same, up to rounding to metres.
      expect(largestGap([route.distancesM], [distancesM])).toBeLessThanOrEqual(1);
    }
  });

  it('gives back the schedules: departures, stop times, days and validity', () => {
    const timetable = (v: NetworkView) =>
      v.schedules.map(({ shape: _shape, ...s }) => ({
        ...s,
        // GTFS services need an end date: an open-ended schedule comes back valid for a year.
        validTo: s.validTo ?? addDays(s.validFrom, 365),
      }));
    expect(timetable(after)).toEqual(timetable(before));
    const pathOf = new Map(after.routes.map((r) => [r.key, r.path]));
    for (const s of after.schedules) expect(s.shape).toEqual(pathOf.get(s.route));
  });

  it('prices every ride of the per-km and table fares in the feed as booking does', () => {
    expect(before.fares.map((f) => Object.keys(f.prices).length)).not.toContain(0);
    let rides = 0;
    for (const fare of before.fares) {
      for (const [pair, amountMinor] of Object.entries(fare.prices)) {
        const [from, to] = pair.split('>') as [string, string];
        expect(feedFare(feed, fare.key, from, to), `${fare.key} ${pair}`).toEqual({
          amountMinor,
          currency: fare.currency,
        });
        rides++;
      }
    }
    // One rule per ride sold, and none for a pair the fare does not sell (the X40 table has three).
    expect(feed['fare_rules.txt']).toHaveLength(rides);
  });

  it('gives back every fare: the same price for each ride, per-km fares as tables', () => {
    const prices = (v: NetworkView) =>
      v.fares.map(({ key, currency, prices }) => ({ key, currency, prices }));
    expect(after.fares.map((f) => f.key)).toEqual(before.fares.map((f) => f.key));
    expect(prices(after)).toEqual(prices(before));
    expect(after.fares.every((f) => f.kind === 'table')).toBe(true);
    expect(imported.counts.fares).toBe(before.fares.length);
    expect(imported.report.warnings).toEqual([]);
  });

  it('the feed check names what a broken feed gets wrong', () => {
    const [header, first, ...rest] = files['stops.txt']!.trim().split('\n');
    const broken = {
      ...files,
      'stops.txt': [header, ...rest].join('\n'),
      'stop_times.txt': files['stop_times.txt']!.replace(/,07:00:00,/, ',7:00,'),
    };
    const missing = first!.split(',')[0]!;
    expect(feedProblems(broken)).toEqual(
      expect.arrayContaining([
        `stop_times.txt: stop_id "${missing}" names nothing`,
        expect.stringMatching(/time "7:00" is not HH:MM:SS/),
      ]),
    );
  });
});
