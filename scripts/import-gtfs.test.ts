/** `npm run import:gtfs -- feed.zip`, run as the real process on a fresh data directory. */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { gtfsImport } from '#db/schema/gtfs.ts';
import { route, stop } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import { addDays, isoWeekday, localDate } from '#shared/core/zoned-time.ts';
import { editedFeed } from '#server/modules/gtfs/gtfs.testing.ts';

/** The GTFS example feed of test/fixtures/gtfs (9 stops, 5 routes, 144 trips once expanded). */
const SAMPLE_FEED = fileURLToPath(
  new URL('../test/fixtures/gtfs/sample-feed-1.zip', import.meta.url),
);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args` on the PGlite database in `dataDir`, never a configured PostgreSQL. */
function importGtfs(dataDir: string, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-gtfs.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const freshDataDir = () => mkdtemp(join(tmpdir(), 'busway-import-gtfs-'));

describe('import:gtfs', () => {
  it('imports a feed into the data directory and reports what it imported', async () => {
    const dataDir = await freshDataDir();
    const run = await importGtfs(dataDir, SAMPLE_FEED);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Imported in [\d.]+ s: 9 stops, 5 routes, 144 trips \(schedules\), 600 stop times, .*Operator time zone: America\/Los_Angeles\.$/m,
    );
    expect(run.stdout).toMatch(/^Rolled out \d+ dated trips\.$/m);

    // Written where the server would read it.
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(await database.db.$count(stop)).toBe(9);
      expect(await database.db.$count(route)).toBe(5);
      expect(await database.db.$count(schedule)).toBe(144);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('closes an import a stopped server left running, then imports and records its own', async () => {
    const dataDir = await freshDataDir();
    const before = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await before.migrate();
    const [dead] = await before.db
      .insert(gtfsImport)
      .values({ fileName: 'killed.zip', actorId: null })
      .returning();
    await before.close();
    const run = await importGtfs(dataDir, SAMPLE_FEED);
    expect(run.code).toBe(0);
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(gtfsImport);
      expect(rows.find((r) => r.id === dead!.id)).toMatchObject({ status: 'failed' });
      expect(rows.find((r) => r.id !== dead!.id)).toMatchObject({
        status: 'succeeded',
        fileName: 'sample-feed-1.zip',
        uploadPath: null,
      });
    } finally {
      await database.close();
    }
  }, 90_000);

  it('exits 2 naming a missing file, and with the usage when none is given', async () => {
    const dataDir = await freshDataDir();
    const missing = join(dataDir, 'no-such-feed.zip');
    const run = await importGtfs(dataDir, missing);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`No such file: ${missing}`);
    expect(run.stdout).toBe('');

    const bare = await importGtfs(dataDir);
    expect(bare.code).toBe(2);
    expect(bare.stderr.trim()).toBe('Usage: npm run import:gtfs -- path/to/feed.zip');
  }, 90_000);

  it('exits 1 on a file that is not a feed, saying nothing was changed', async () => {
    const dataDir = await freshDataDir();
    const notZip = join(dataDir, 'feed.zip');
    await writeFile(notZip, 'not a zip archive');
    const run = await importGtfs(dataDir, notZip);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error {3}\(feed\) {2}the file is not a readable zip archive/m);
    expect(run.stderr).toContain('The feed has 1 errors; nothing was changed.');
  }, 90_000);

  it('moves every date of the feed by --shift-days and says so, and refuses a shift that is not whole weeks', async () => {
    const dataDir = await freshDataDir();
    const refused = await importGtfs(dataDir, SAMPLE_FEED, '--shift-days', '3');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      '--shift-days must be a multiple of 7, so every trip keeps its weekday.',
    );
    const run = await importGtfs(dataDir, SAMPLE_FEED, '--shift-days', '7');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Dates moved by \+7 days \(1 week\)\.$/m);
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      // sample-feed-1's services run from 2007-01-01 to 2010-12-31.
      const validity = await database.db
        .selectDistinct({ from: schedule.validFrom, to: schedule.validTo })
        .from(schedule);
      expect(validity).toEqual([{ from: '2007-01-08', to: '2011-01-07' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('moves the feed to this week with --shift-to-this-week, and refuses it together with --shift-days', async () => {
    const dataDir = await freshDataDir();
    const both = await importGtfs(
      dataDir,
      SAMPLE_FEED,
      '--shift-days',
      '7',
      '--shift-to-this-week',
    );
    expect(both.code).toBe(2);
    expect(both.stderr.trim()).toBe('Give --shift-days or --shift-to-this-week, not both.');
    const run = await importGtfs(dataDir, SAMPLE_FEED, '--shift-to-this-week');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Dates moved by \+[\d,]+ days \([\d,]+ weeks\)\.$/m);
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const [first] = await database.db.selectDistinct({ from: schedule.validFrom }).from(schedule);
      // 2007-01-01 was a Monday: the feed now starts on the Monday of the last seven days.
      const today = localDate(new Date(), 'America/Los_Angeles');
      expect(isoWeekday(first!.from)).toBe(1);
      expect(first!.from <= today && first!.from > addDays(today, -7)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('moves a network to another time zone only with --allow-timezone-change', async () => {
    const dataDir = await freshDataDir();
    expect((await importGtfs(dataDir, SAMPLE_FEED)).code).toBe(0);
    const paris = await editedFeed(SAMPLE_FEED, {
      'agency.txt': (text) => text.replace('America/Los_Angeles', 'Europe/Paris'),
    });
    const refused = await importGtfs(dataDir, paris);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Nothing was changed: the feed would move the operator from America/Los_Angeles to Europe/Paris; run again with --allow-timezone-change to confirm.',
    );
    const confirmed = await importGtfs(dataDir, paris, '--allow-timezone-change');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toMatch(/Operator time zone: Europe\/Paris\.$/m);
  }, 120_000);
});
