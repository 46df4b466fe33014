/** Test helpers: the feeds of test/fixtures/gtfs, and zips made from text to try broken feeds. */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import type { Database } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import { serviceCalendar, serviceCalendarDate, shape } from '#db/schema/gtfs.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import { operatorServiceFor } from '../network/operator/operator.service.ts';
import { createGtfsExportRepo } from './export/export.repo.ts';
import { createGtfsRepo } from './gtfs.repo.ts';
import { createGtfsService } from './gtfs.service.ts';
import { scheduleStopTimes } from './mapping/trips/schedules.ts';
import { openZip } from './feed/zip.ts';

/** The feeds kept in the repository (tests and benchmarks only: the app never needs them). */
export const FEEDS_DIR = fileURLToPath(new URL('../../../../test/fixtures/gtfs', import.meta.url));
export const feedPath = (
  name: 'sample-feed-1' | 'turlock' | 'caltrain' | 'hart' | 'wmata-3routes',
) => join(FEEDS_DIR, `${name}.zip`);

/**
 * The GTFS service over a database, as the app builds it but without the roll-out: for tests of
 * other modules that need a real network imported (they may not reach into this module's repos).
 */
export function gtfsServiceFor(db: Database) {
  const operator = operatorServiceFor(db, 'UTC');
  return createGtfsService({
    repo: createGtfsRepo(db),
    exportRepo: createGtfsExportRepo(db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'https://busway.example',
      timezone: () => operator.operatorTimezone(),
    },
  });
}

/** Every file of a zip as text. */
export async function readZipText(path: string): Promise<Record<string, string>> {
  const zip = await openZip(path);
  try {
    const files: Record<string, string> = {};
    for (const { name } of zip.entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of (await zip.open(name))!) chunks.push(chunk as Buffer);
      files[name] = Buffer.concat(chunks).toString('utf8');
    }
    return files;
  } finally {
    zip.close();
  }
}

/** Writes the files into a new zip in a temporary folder; returns its path. */
export async function writeZip(
  files: Record<string, string | Buffer>,
  name = 'feed.zip',
): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'busway-gtfs-test-')), name);
  const zip = new yazl.ZipFile();
  for (const [file, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), file);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** A copy of a feed with some files changed by the given functions. */
export async function editedFeed(
  path: string,
  edits: Record<string, (text: string) => string>,
): Promise<string> {
  const files = await readZipText(path);
  for (const [file, edit] of Object.entries(edits)) files[file] = edit(files[file] ?? '');
  return writeZip(files);
}

const byKey = <T>(rows: T[], key: (row: T) => string) =>
  rows.sort((a, b) => key(a).localeCompare(key(b)));

/**
 * The network in GTFS terms (GTFS ids instead of our uuids, times in seconds of the day), so two
 * databases can be compared after an export and an import.
 */
export async function networkSnapshot(db: Database) {
  const stops = await db.select().from(stop);
  const routes = await db.select().from(route);
  const calendars = await db.select().from(serviceCalendar);
  const shapes = await db
    .select({ id: shape.id, gtfsId: shape.gtfsId, coordinates: shape.coordinates })
    .from(shape);
  const gtfs = (rows: { id: string; gtfsId: string | null }[]) =>
    new Map(rows.map((r) => [r.id, r.gtfsId ?? r.id]));
  const [stopIds, routeIds, calendarIds, shapeIds] = [
    gtfs(stops),
    gtfs(routes),
    gtfs(calendars),
    gtfs(shapes),
  ];
  const schedules = (await db.select().from(schedule)).map((s) => ({
    trip: s.gtfsId,
    route: routeIds.get(s.routeId),
    service: s.serviceCalendarId ? calendarIds.get(s.serviceCalendarId) : null,
    shape: s.shapeId ? shapeIds.get(s.shapeId) : null,
    departureTime: s.departureTime,
    headsign: s.headsign,
    directionId: s.directionId,
    blockId: s.blockId,
    active: s.active,
    times: scheduleStopTimes(s.departureTime, s.stopOffsets).map((t, i) => [
      stopIds.get(s.stopOffsets[i]!.stopId!),
      t.arrive,
      t.depart,
    ]),
  }));
  return {
    stops: byKey(
      stops.map(({ id: _id, parentStopId, ...s }) => ({
        ...s,
        parent: parentStopId ? stopIds.get(parentStopId) : null,
      })),
      (s) => s.gtfsId ?? '',
    ),
    routes: byKey(
      routes.map(({ id: _id, agencyId: _a, createdAt: _c, ...r }) => r),
      (r) => r.gtfsId ?? '',
    ),
    routeStops: byKey(
      (await db.select().from(routeStop)).map((rs) => [
        routeIds.get(rs.routeId),
        rs.sequence,
        stopIds.get(rs.stopId),
        rs.distanceM,
      ]),
      (rs) => `${rs[0]}\u0000${String(rs[1]).padStart(5, '0')}`,
    ),
    calendars: byKey(
      calendars.map(({ id: _id, ...c }) => c),
      (c) => c.gtfsId,
    ),
    calendarDates: byKey(
      (await db.select().from(serviceCalendarDate)).map((d) => [
        calendarIds.get(d.calendarId),
        d.date,
        d.exception,
      ]),
      (d) => d.join(' '),
    ),
    shapes: byKey(
      shapes.map(({ id: _id, ...s }) => s),
      (s) => s.gtfsId,
    ),
    schedules: byKey(schedules, (s) => s.trip ?? ''),
    fares: byKey(
      (await db.select().from(fare)).map((f) => [
        routeIds.get(f.routeId),
        f.gtfsId,
        f.baseMinor,
        f.perKmMinor,
        f.currency,
      ]),
      (f) => String(f[0]),
    ),
  };
}
