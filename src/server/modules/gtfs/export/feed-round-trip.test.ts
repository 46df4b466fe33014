/**
 * Each real feed of the repository, imported and exported, gives back every field of every file
 * it had, but for what docs/decisions/016-gtfs-round-trip.md lists (feed-round-trip.testing.ts).
 * HART (438k stop times) is left out: its import alone takes minutes on a busy machine.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { operatorServiceFor } from '../../network/operator/operator.service.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import { GTFS_COLUMNS, type GtfsFile } from '../feed/gtfs-columns.ts';
import { feedPath, readZipText } from '../gtfs.testing.ts';
import { createGtfsExportRepo } from './export.repo.ts';
import {
  FILES_NOT_KEPT,
  comparable,
  tableOf,
  undocumentedColumns,
  type Table,
} from './feed-round-trip.testing.ts';

const SETUP_LIMIT_MS = 240_000;
const FEEDS = ['sample-feed-1', 'turlock', 'caltrain'] as const;

describe.each(testDatabases())('GTFS round trip on %s', (kind) => {
  describe.each(FEEDS)('%s', (name) => {
    let db: DatabaseHandle | undefined;
    let original: Record<string, string>;
    let exported: Record<string, string>;

    beforeAll(async () => {
      db = await openTestDatabase(kind);
      const service = createGtfsService({
        repo: createGtfsRepo(db.db),
        exportRepo: createGtfsExportRepo(db.db),
        exportDefaults: {
          agencyName: 'Busway',
          agencyUrl: 'https://busway.example',
          timezone: () => operatorServiceFor(db!.db, 'UTC').operatorTimezone(),
        },
      });
      const path = feedPath(name);
      const outcome = await service.importFeed({ path, fileName: `${name}.zip`, actorId: null });
      expect(outcome.report.errors).toEqual([]);
      const out = join(await mkdtemp(join(tmpdir(), 'busway-round-trip-')), 'gtfs.zip');
      await pipeline(service.exportFeed(), createWriteStream(out));
      original = await readZipText(path);
      exported = await readZipText(out);
    }, SETUP_LIMIT_MS);
    afterAll(() => db?.close());

    it('names every column it does not keep', () => {
      const lost = Object.entries(original).flatMap(([file, text]) =>
        FILES_NOT_KEPT.includes(file)
          ? []
          : undocumentedColumns(file, tableOf(text).header).map((c) => `${file}: ${c}`),
      );
      expect(lost).toEqual([]);
      const files = Object.keys(original).filter((f) => !(f in GTFS_COLUMNS));
      expect(files.filter((f) => !FILES_NOT_KEPT.includes(f))).toEqual([]);
    });

    it('gives back every kept field of every row, but for the rows decision 016 names', () => {
      const zone = tableOf(original['agency.txt']).rows[0]!.agency_timezone!;
      const expected = expectedRows(original);
      for (const file of Object.keys(GTFS_COLUMNS) as GtfsFile[]) {
        if (file === 'frequencies.txt' || !(file in original)) continue;
        const before = tableOf(original[file]);
        const after = withoutDepartures(file, tableOf(exported[file]));
        const rows = expected[file]?.(before.rows) ?? before.rows;
        expect(comparable(file, after.rows, before.header, zone), file).toEqual(
          comparable(file, rows, before.header, zone),
        );
      }
    });
  });
});

/**
 * The rows an export gives back: a trip needs two stop times or more (or it is no schedule), a
 * frequency-based trip comes back as its departures (compared by the import's own tests), and a
 * route no such trip runs is inactive; a trip's shape_id naming no shape is dropped; a fare priced
 * by zone rules without route_id is not imported.
 */
function expectedRows(
  feed: Record<string, string>,
): Partial<Record<GtfsFile, (t: Table) => Table>> {
  const counts = new Map<string, number>();
  for (const st of tableOf(feed['stop_times.txt']).rows)
    counts.set(st.trip_id!, (counts.get(st.trip_id!) ?? 0) + 1);
  const frequent = new Set(tableOf(feed['frequencies.txt']).rows.map((f) => f.trip_id!));
  const trips = tableOf(feed['trips.txt']).rows;
  const runs = (t: Record<string, string>) => (counts.get(t.trip_id!) ?? 0) >= 2;
  const kept = new Set(
    trips.filter((t) => runs(t) && !frequent.has(t.trip_id!)).map((t) => t.trip_id!),
  );
  const routes = new Set(trips.filter(runs).map((t) => t.route_id!));
  const shapes = new Set(tableOf(feed['shapes.txt']).rows.map((s) => s.shape_id!));
  // Zone rules without route_id are not imported (decision 003), nor a fare only they name.
  const rules = tableOf(feed['fare_rules.txt']).rows;
  const routed = new Set(rules.filter((r) => r.route_id).map((r) => r.fare_id!));
  const ruled = new Set(rules.map((r) => r.fare_id!));
  return {
    'fare_rules.txt': (rows) => rows.filter((r) => r.route_id),
    'fare_attributes.txt': (rows) =>
      rows.filter((f) => routed.has(f.fare_id!) || !ruled.has(f.fare_id!)),
    'trips.txt': (rows) =>
      rows
        .filter((t) => kept.has(t.trip_id!))
        .map((t) => ({ ...t, shape_id: shapes.has(t.shape_id!) ? t.shape_id! : '' })),
    'stop_times.txt': (rows) => rows.filter((st) => kept.has(st.trip_id!)),
    'routes.txt': (rows) => rows.filter((r) => routes.has(r.route_id!)),
  };
}

/** The departures a frequency-based trip comes back as (`trip#HH:MM`), left out of the comparison. */
function withoutDepartures(file: GtfsFile, table: { header: string[]; rows: Table }) {
  if (file !== 'trips.txt' && file !== 'stop_times.txt') return table;
  return { ...table, rows: table.rows.filter((r) => !r.trip_id!.includes('#')) };
}
