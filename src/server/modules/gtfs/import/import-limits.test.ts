/**
 * An import reads no more than its bounds allow (import-limits.ts): a zip bomb, a feed over the
 * total, an over-long line and too many rows each fail the import with an error naming the file
 * and the bound, and nothing is written. The feeds are made here, small bounds injected.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { stop } from '#db/schema/network.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createGtfsExportRepo } from '../export/export.repo.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../feed/import-limits.ts';
import { LISTED_ISSUES } from '../report.ts';
import { writeZip } from '../gtfs.testing.ts';
import { TINY_FEED } from '../tiny-feed.testing.ts';

/** Sets the uncompressed size the central directory declares for `name`, as a crafted zip would. */
async function declareSize(path: string, name: string, size: number) {
  const bytes = await readFile(path);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]); // a central directory entry
  for (let at = bytes.indexOf(signature); at >= 0; at = bytes.indexOf(signature, at + 1)) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      bytes.writeUInt32LE(size, at + 24);
      await writeFile(path, bytes);
      return;
    }
  }
  throw new Error(`${name} is not in the archive`);
}

describe.each(testDatabases())('GTFS import bounds on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(() => h.close());

  const importWith = async (files: Record<string, string>, limits: Partial<ImportLimits>) => {
    const service = createGtfsService({
      repo: createGtfsRepo(h.db),
      exportRepo: createGtfsExportRepo(h.db),
      exportDefaults: { agencyName: 'B', agencyUrl: 'http://b.test', timezone: async () => 'UTC' },
      limits: { ...DEFAULT_IMPORT_LIMITS, ...limits },
    });
    const path = await writeZip(files);
    return { path, run: () => service.importFeed({ path, fileName: 'f.zip', actorId: null }) };
  };

  /**
   * stops.txt of one line repeated (an entrance, which the import leaves out without an error):
   * megabytes that compress to a few kilobytes.
   */
  const bomb = (lines: number) => ({
    ...TINY_FEED,
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon,location_type\nA,Alpha,52.5,13.4,0\nB,Beta,52.6,13.5,0\n' +
      'E,Entrance,52.5,13.4,2\n'.repeat(lines),
  });

  it('imports the tiny feed within the default bounds', async () => {
    const outcome = await (await importWith(TINY_FEED, {})).run();
    expect(outcome.report.errors).toEqual([]);
    expect(outcome.ok).toBe(true);
  });

  it('refuses a zip bomb by its declared size, before inflating it', async () => {
    const { run } = await importWith(bomb(200_000), { maxFileBytes: 2 ** 20 });
    const outcome = await run();
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors).toEqual([
      {
        file: 'stops.txt',
        line: null,
        message: expect.stringMatching(/more than 1 MB, the bound for one file$/),
      },
    ]);
  });

  it('counts bytes as they inflate when the zip lies about a file’s size', async () => {
    const { path, run } = await importWith(bomb(200_000), { maxFileBytes: 2 ** 20 });
    await declareSize(path, 'stops.txt', 1000);
    const before = await h.db.$count(stop);
    const outcome = await run();
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors).toEqual([
      {
        file: 'stops.txt',
        line: null,
        message: 'the file inflates to more than 1 MB, the bound for one file',
      },
    ]);
    expect(await h.db.$count(stop)).toBe(before);
  });

  it('refuses a feed whose files inflate past the total bound', async () => {
    const { path, run } = await importWith(bomb(50_000), {
      maxFileBytes: 2 ** 20,
      maxTotalBytes: 2 ** 20,
    });
    await declareSize(path, 'stops.txt', 1000);
    const outcome = await run();
    expect(outcome.report.errors).toContainEqual({
      file: 'stops.txt',
      line: null,
      message: 'the feed inflates to more than 1 MB in all, the bound for a feed',
    });
  });

  it('refuses an over-long line, naming its file and line', async () => {
    const long = {
      ...TINY_FEED,
      'calendar_dates.txt': `service_id,date,exception_type,note\nS,20260106,2,${'x'.repeat(300)}\n`,
    };
    const outcome = await (await importWith(long, { maxLineChars: 200 })).run();
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors).toEqual([
      { file: 'calendar_dates.txt', line: 2, message: 'the line is longer than 200 characters' },
    ]);
  });

  it('stops reading a feed with more errors than the report lists, saying so last', async () => {
    const same = {
      ...TINY_FEED,
      'stops.txt': TINY_FEED['stops.txt'] + 'A,Alpha,52.5,13.4\n'.repeat(5_000),
    };
    const outcome = await (await importWith(same, {})).run();
    expect(outcome.report.errors).toHaveLength(LISTED_ISSUES);
    expect(outcome.report.errorCount).toBeLessThan(5_000);
    expect(outcome.report.errors.at(-1)).toEqual({
      file: 'stops.txt',
      line: null,
      message:
        'reading stopped here: the feed has more errors than the report lists; correct these and import it again',
    });
  });

  it('stops reading a file past its bound of rows, naming the first row over it', async () => {
    const before = await h.db.$count(stop);
    const outcome = await (await importWith(bomb(100), { maxRows: 10 })).run();
    expect(outcome.ok).toBe(false);
    expect(outcome.report.errors).toContainEqual({
      file: 'stops.txt',
      line: 11,
      message: 'the file has more than 10 rows, the bound for one file',
    });
    expect(await h.db.$count(stop)).toBe(before);
  });
});
