/**
 * GTFS parent stations are imported and survive a round trip: importing Turlock (whose "Roger K. Fall Transit
 * Center" is a location_type 1 station with six bays) and exporting it writes the station and
 * every bay's parent_station, and importing that export gives the same stations and parents back.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#db/client.ts';
import { stop } from '#db/schema/network.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { feedProblems, feedTables, type FeedTables } from './export-check.testing.ts';
import { createGtfsExportRepo } from './export.repo.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import { editedFeed, feedPath, readZipText } from '../gtfs.testing.ts';

const STATION = '2615843';
const BAYS = ['2615846', '2615866', '2615886', '2615924', '2615925', '2615939'];
/** Importing and exporting twice is slow on a busy machine; no timing is checked. */
const SETUP_LIMIT_MS = 240_000;

function serviceOn(db: Database) {
  return createGtfsService({
    repo: createGtfsRepo(db),
    exportRepo: createGtfsExportRepo(db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'http://localhost',
      timezone: async () => 'America/Los_Angeles',
    },
  });
}

/** Each stop's GTFS id with its location type and its parent's GTFS id. */
async function stations(db: Database) {
  const rows = await db.select().from(stop);
  const gtfsIdOf = new Map(rows.map((s) => [s.id, s.gtfsId]));
  return rows
    .map((s) => ({
      gtfsId: s.gtfsId,
      locationType: s.locationType,
      parent: s.parentStopId ? gtfsIdOf.get(s.parentStopId) : null,
    }))
    .sort((a, b) => a.gtfsId!.localeCompare(b.gtfsId!));
}

describe.each(testDatabases())('GTFS parent stations through export and import on %s', (kind) => {
  let source: DatabaseHandle | undefined;
  let target: DatabaseHandle | undefined;
  let files: Record<string, string>;
  let feed: FeedTables;
  let imported: ImportOutcome;

  beforeAll(async () => {
    source = await openTestDatabase(kind);
    target = await openTestDatabase(kind);
    const first = await serviceOn(source.db).importFeed({
      path: feedPath('turlock'),
      fileName: 'turlock.zip',
      actorId: null,
    });
    expect(first.ok).toBe(true);
    const path = join(await mkdtemp(join(tmpdir(), 'busway-export-')), 'gtfs.zip');
    await pipeline(serviceOn(source.db).exportFeed(), createWriteStream(path));
    files = await readZipText(path);
    feed = feedTables(files);
    imported = await serviceOn(target.db).importFeed({ path, fileName: 'gtfs.zip', actorId: null });
  }, SETUP_LIMIT_MS);
  afterAll(() => Promise.all([source?.close(), target?.close()]));

  it('writes the station with location_type 1 and every bay with it as parent_station', () => {
    expect(feedProblems(files)).toEqual([]);
    const row = (id: string) => feed['stops.txt']!.find((s) => s.stop_id === id);
    expect(row(STATION)).toMatchObject({
      stop_name: 'Roger K. Fall Transit Center',
      location_type: '1',
      parent_station: '',
      zone_id: '',
    });
    expect(Number(row(STATION)!.stop_lat)).toBeCloseTo(37.5065726215947, 9);
    for (const bay of BAYS) {
      expect(row(bay), bay).toMatchObject({ location_type: '0', parent_station: STATION });
    }
    // No stop time calls at a station: routes call at its bays.
    expect(feed['stop_times.txt']!.some((t) => t.stop_id === STATION)).toBe(false);
  });

  it('imports the export back with the same stations and parents', async () => {
    expect(imported.report.errors).toEqual([]);
    expect(imported.ok).toBe(true);
    const back = await stations(target!.db);
    expect(back).toEqual(await stations(source!.db));
    expect(back.filter((s) => s.parent === STATION).map((s) => s.gtfsId)).toEqual(BAYS);
  });

  it('updates the station and its bays by GTFS id when the feed is imported again', async () => {
    const before = await stations(source!.db);
    const again = await serviceOn(source!.db).importFeed({
      path: feedPath('turlock'),
      fileName: 'turlock.zip',
      actorId: null,
    });
    // The station's code is its own stop_id: it is no code "of a stop outside the feed".
    expect(again.report.errors).toEqual([]);
    expect(await stations(source!.db)).toEqual(before);
  });

  it('still leaves entrances out with a warning, and keeps a bay whose parent is no station without it', async () => {
    const h = await openTestDatabase(kind);
    try {
      const path = await editedFeed(feedPath('turlock'), {
        'stops.txt': (text) =>
          text
            .replace(/^2615846,(.*),2615843,/m, '2615846,$1,NOPE,')
            .concat('E1,,,Entrance,,37.5066,-120.859,,,2,2615843,,,,0,\n'),
      });
      const outcome = await serviceOn(h.db).importFeed({ path, fileName: 'e.zip', actorId: null });
      expect(outcome.ok).toBe(true);
      expect(outcome.report.warnings).toEqual(
        expect.arrayContaining([
          {
            file: 'stops.txt',
            line: null,
            message: '1 entrance, generic node or boarding area is left out',
          },
          {
            file: 'stops.txt',
            line: 5,
            message:
              'stop 2615846: parent_station NOPE is not a station of this feed; the stop is kept without it',
          },
        ]),
      );
      const kept = await stations(h.db);
      expect(kept.find((s) => s.gtfsId === 'E1')).toBeUndefined();
      expect(kept.find((s) => s.gtfsId === '2615846')).toEqual({
        gtfsId: '2615846',
        locationType: 0,
        parent: null,
      });
      expect(kept.filter((s) => s.parent === STATION)).toHaveLength(BAYS.length - 1);
    } finally {
      await h.close();
    }
  });
});
