/**
 * Import jobs across processes: one import at a time on any instance (the table holds at most one
 * running row), a run a stopped process left running is closed at start-up with what is known of
 * it and its upload removed, and a run that committed says so even if it stops in the roll-out.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { gtfsImport } from '#db/schema/gtfs.ts';
import { stop } from '#db/schema/network.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ConflictError } from '#server/errors.ts';
import { createGtfsExportRepo } from '../export/export.repo.ts';
import { createGtfsRepo } from '../gtfs.repo.ts';
import { createGtfsService } from '../gtfs.service.ts';
import { createImportJobsRepo } from './import-jobs.repo.ts';
import { createImportJobs } from './import-jobs.ts';
import { INTERRUPTED_BEFORE_WRITING, INTERRUPTED_WHILE_WRITING } from './import-recovery.ts';
import { UPLOAD_DIR_PREFIX } from './import-upload.ts';
import { failedOutcome } from '../report.ts';
import { writeZip } from '../gtfs.testing.ts';
import { TINY_FEED } from '../tiny-feed.testing.ts';

const emptyReport = { errors: [], warnings: [], errorCount: 0, warningCount: 0 };
const quiet = { error: () => undefined, warn: () => undefined };

/** An upload as gtfs.http.ts saves it: its own folder in the temporary directory. */
async function upload() {
  const dir = await mkdtemp(join(tmpdir(), UPLOAD_DIR_PREFIX));
  const path = join(dir, 'feed.zip');
  await writeFile(path, 'zip bytes');
  return path;
}

describe.each(testDatabases())('GTFS import jobs on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.delete(gtfsImport);
  });

  /** One instance of the app's jobs; `rollOut` lets a test hold an import in its roll-out. */
  const instance = (rollOut: () => Promise<number | null> = async () => 0) =>
    createImportJobs({
      service: createGtfsService({
        repo: createGtfsRepo(h.db),
        exportRepo: createGtfsExportRepo(h.db),
        exportDefaults: {
          agencyName: 'B',
          agencyUrl: 'http://b.test',
          timezone: async () => 'UTC',
        },
        rollOut,
      }),
      repo: createImportJobsRepo(h.db),
      log: quiet,
    });

  const leftRunning = async (values: Partial<typeof gtfsImport.$inferInsert> = {}) => {
    const [row] = await h.db
      .insert(gtfsImport)
      .values({ fileName: 'hart.zip', actorId: null, uploadPath: await upload(), ...values })
      .returning();
    return row!;
  };
  const rowOf = async (id: string) =>
    (await h.db.select().from(gtfsImport).where(eq(gtfsImport.id, id)))[0]!;
  const message = (outcome: unknown) =>
    (outcome as { report: { errors: { message: string }[] } }).report.errors[0]?.message;

  it('closes at start-up a run a stopped process left running, and removes its upload', async () => {
    const dead = await leftRunning();
    expect(await instance().recoverAtStartUp()).toBe(1);
    const row = await rowOf(dead.id);
    expect(row).toMatchObject({ status: 'failed', uploadPath: null });
    expect(row.finishedAt).not.toBeNull();
    expect(message(row.outcome)).toBe(INTERRUPTED_BEFORE_WRITING);
    expect(existsSync(dead.uploadPath!)).toBe(false);
  });

  it('says a run stopped while writing in batches left the network partly updated', async () => {
    const dead = await leftRunning({ writesStartedAt: new Date() });
    await instance().recoverAtStartUp();
    expect(message((await rowOf(dead.id)).outcome)).toBe(INTERRUPTED_WHILE_WRITING);
  });

  it('records the outcome with the import’s last writes, before its roll-out', async () => {
    let seen: typeof gtfsImport.$inferSelect | undefined;
    const jobs = instance(async () => {
      seen = (await h.db.select().from(gtfsImport))[0];
      return 0;
    });
    const path = await writeZip(TINY_FEED);
    await jobs.start({ path, fileName: 'tiny.zip', actorId: null, cleanup: async () => undefined });
    await jobs.idle();
    expect(seen).toMatchObject({ status: 'running', outcome: { ok: true, counts: { stops: 2 } } });
    expect(await rowOf(seen!.id)).toMatchObject({ status: 'succeeded' });
  });

  it('closes at start-up a run stopped after its commit (in the roll-out) as succeeded', async () => {
    const committed = { ...failedOutcome('unused'), ok: true, report: emptyReport };
    const dead = await leftRunning({ outcome: committed, writesStartedAt: new Date() });
    await instance().recoverAtStartUp();
    expect(await rowOf(dead.id)).toMatchObject({ status: 'succeeded', outcome: { ok: true } });
    expect(existsSync(dead.uploadPath!)).toBe(false);
  });

  it('refuses a second import on another instance while one runs, naming it', async () => {
    let finish = (_trips: number) => undefined as void;
    let rollingOut = () => undefined as void;
    const committed = new Promise<void>((resolve) => (rollingOut = resolve));
    const first = instance(
      () =>
        new Promise((resolve) => {
          finish = resolve;
          rollingOut();
        }),
    );
    const second = instance();
    const path = await writeZip(TINY_FEED);
    const running = await first.start({
      path,
      fileName: 'tiny.zip',
      actorId: null,
      cleanup: async () => undefined,
    });
    const refused = await upload();
    let removed = false;
    const attempt = second.start({
      path: refused,
      fileName: 'other.zip',
      actorId: null,
      cleanup: async () => void (removed = true),
    });
    await expect(attempt).rejects.toThrow(ConflictError);
    await expect(attempt).rejects.toMatchObject({
      status: 412, // failed-precondition (src/shared/core/api-error.ts)
      code: 'failed-precondition',
      message: `A GTFS import is already running (tiny.zip, started at ${running.startedAt}); try again when it has finished.`,
      details: { importId: running.id, fileName: 'tiny.zip', startedAt: running.startedAt },
    });
    expect(removed).toBe(true);
    await committed;
    finish(0);
    await first.idle();
    const next = await second.start({
      path: await writeZip(TINY_FEED),
      fileName: 'again.zip',
      actorId: null,
      cleanup: async () => undefined,
    });
    expect(next.status).toBe('running');
    await second.idle();
    expect((await second.get(next.id))?.status).toBe('succeeded');
  });
});

describe('a GTFS import stopped part-way on PGlite', () => {
  it('leaves the feed’s zone with what it wrote, so importing again completes it unasked', async () => {
    const h = await openTestDatabase('pglite');
    try {
      const repo = createGtfsRepo(h.db);
      // The process dies once the stops are written: the routes never come.
      const dying: typeof repo = {
        ...repo,
        transaction: (work) =>
          repo.transaction((writer) =>
            work({ ...writer, upsertRoutes: () => Promise.reject(new Error('killed')) }),
          ),
      };
      const serviceWith = (r: typeof repo) =>
        createGtfsService({
          repo: r,
          exportRepo: createGtfsExportRepo(h.db),
          exportDefaults: {
            agencyName: 'B',
            agencyUrl: 'http://b.test',
            timezone: async () => 'UTC',
          },
          timezone: 'UTC',
        });
      const path = await writeZip(TINY_FEED);
      const input = { path, fileName: 'tiny.zip', actorId: null };
      await expect(serviceWith(dying).importFeed(input)).rejects.toThrow('killed');
      expect(await h.db.$count(stop)).toBe(2);
      const again = await serviceWith(repo).importFeed(input);
      expect(again.report.errors).toEqual([]);
      expect(again.ok).toBe(true);
    } finally {
      await h.close();
    }
  });
});
