import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtfsImport } from '#db/schema/gtfs.ts';
import { trip } from '#db/schema/timetable.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ImportJob } from '#shared/gtfs/gtfs.ts';
import { loadEnv } from '#server/config/env.ts';
import accessPlugin from '#server/plugins/access.ts';
import errorHandlerPlugin from '#server/plugins/errors/error-handler.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { operatorServiceFor } from '../network/operator/operator.service.ts';
import { createRolloutService } from '../timetable/rollout/schedules-rollout.service.ts';
import { registerGtfs, type GtfsModuleDeps } from './gtfs.module.ts';
import { DEFAULT_IMPORT_LIMITS } from './feed/import-limits.ts';
import { editedFeed, feedPath, readZipText, writeZip } from './gtfs.testing.ts';
import { TINY_FEED } from './tiny-feed.testing.ts';

const admin = { id: 'u1', email: 'a@b.c', name: 'Admin', role: 'admin' as const };

/** A multipart body with the file in the field "file", as a browser form sends it. */
async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** The lines of an import's answer, as jobs. */
function jobsOf(payload: string): ImportJob[] {
  return payload
    .trim()
    .split('\n')
    .map((line) => ImportJob.parse(JSON.parse(line)));
}

/** The app's address on a real port, listening from the first call on. */
async function addressOf(t: TestApp): Promise<string> {
  const bound = t.app.server.address();
  if (bound && typeof bound === 'object') return `http://127.0.0.1:${bound.port}`;
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Uploads over a real connection and reads the answer as a browser does, a line as it arrives;
 * `onLine` sees each job before the next is read.
 */
async function streamedImport(
  t: TestApp,
  path: string,
  onLine: (job: ImportJob) => void | Promise<void> = () => undefined,
) {
  const address = await addressOf(t);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(path))]), 'turlock.zip');
  const res = await fetch(`${address}/api/admin/gtfs/import`, { method: 'POST', body: form });
  const jobs: ImportJob[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const lines = (pending + decoder.decode(read.value, { stream: true })).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const job = ImportJob.parse(JSON.parse(line));
      jobs.push(job);
      await onLine(job);
    }
  }
  return { res, jobs };
}

describe.each(testDatabases())('GTFS over HTTP on %s', (kind) => {
  let t: TestApp;
  let visitor: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signedInAs: admin, database: await openTestDatabase(kind) });
    visitor = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await visitor.app.close();
    await t.close();
  });

  it('streams the import’s progress on the upload’s answer, then its report', async () => {
    // Service through 2099, so the roll-out after the import has dates to fill.
    const path = await editedFeed(feedPath('turlock'), {
      'calendar.txt': (text) => text.replace(/\b20\d{6}\r?$/gm, '20991231'),
    });
    const polled: ImportJob[] = [];
    const { res, jobs } = await streamedImport(t, path, async (job) => {
      // While the answer is still open, the job can be asked for by id as well.
      if (polled.length === 0 && job.status === 'running' && job.stage === 'schedules')
        polled.push((await t.app.inject({ url: `/api/admin/gtfs/import/${job.id}` })).json());
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    const last = jobs.at(-1)!;
    expect(res.headers.get('location')).toBe(`/api/admin/gtfs/import/${last.id}`);
    expect(jobs[0]).toMatchObject({ status: 'running', fileName: 'turlock.zip' });
    // Progress lines, stage and percent only going forward, before the one final line.
    const running = jobs.slice(0, -1);
    expect(running.every((job) => job.status === 'running')).toBe(true);
    // The report comes as soon as the import has committed; the roll-out's count comes last.
    const rollingOut = running.filter((job) => job.stage === 'rollout');
    expect(running.filter((job) => job.outcome !== null)).toEqual(rollingOut);
    expect(rollingOut[0]!.outcome).toMatchObject({ ok: true, rolledOutTrips: null });
    expect(running.filter((job) => job.percent > 0 && job.percent < 100).length).toBeGreaterThan(3);
    expect(running.map((job) => job.stage)).toEqual(
      expect.arrayContaining(['stops', 'schedules', 'finishing', 'rollout']),
    );
    expect(jobs.map((job) => job.percent)).toEqual(
      [...jobs.map((job) => job.percent)].sort((a, b) => a - b),
    );
    // (Running or, if the rest went fast, already finished: the test does not race the import.)
    expect(polled[0]).toMatchObject({ id: last.id, fileName: 'turlock.zip' });

    expect(last).toMatchObject({ status: 'succeeded', stage: 'done', percent: 100 });
    expect(last.outcome).toMatchObject({
      ok: true,
      timezone: 'America/Los_Angeles',
      counts: { stops: 115, schedules: 7 },
    });
    expect(last.outcome!.rolledOutTrips).toBeGreaterThan(0);
    expect(await t.database.db.$count(trip)).toBe(last.outcome!.rolledOutTrips);
    // The first feed into an empty network sets the currency: Turlock's USD fare is kept.
    // Its GTFS-Fares v2 files are reported.
    expect(last.outcome!.currency).toBe('USD');
    expect(last.outcome!.report.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'fare_products.txt', line: null })]),
    );
    const again = await t.app.inject({ url: `/api/admin/gtfs/import/${last.id}` });
    expect(again.json()).toEqual(last);
  });

  it('answers a feed with errors with the failed job and its report', async () => {
    const files = await readZipText(feedPath('sample-feed-1'));
    const bad = await writeZip({
      ...files,
      'stops.txt': files['stops.txt']!.replace('-116.40094', '-216.40094'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gtfs/import',
      ...(await upload(await readFile(bad), 'bad.zip')),
    });
    expect(res.statusCode).toBe(200);
    const job = jobsOf(res.payload).at(-1)!;
    expect(job.status).toBe('failed');
    expect(job.outcome!.rolledOutTrips).toBeNull();
    expect(job.outcome!.report.errors).toEqual([
      {
        file: 'stops.txt',
        line: 10,
        message: 'stop AMV: stop_lon "-216.40094" is not a longitude (-180..180)',
      },
    ]);
  });

  it('exports the network as a GTFS zip to anyone', async () => {
    const res = await visitor.app.inject({ url: '/api/gtfs.zip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('gtfs.zip');
    const files = await readZipText(await writeRaw(res.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'agency.txt',
        'stops.txt',
        'routes.txt',
        'trips.txt',
        'stop_times.txt',
      ]),
    );
    // Turlock's 115 stops and its station, Roger K. Fall Transit Center.
    expect(files['stops.txt']!.trim().split('\n')).toHaveLength(1 + 115 + 1);
    expect(files['trips.txt']!.trim().split('\n')).toHaveLength(1 + 7);
  });

  it('goes on with the import when the client goes away', async () => {
    const address = await addressOf(t);
    const { payload, headers } = await upload(await readFile(feedPath('sample-feed-1')), 'a.zip');
    // The connection is dropped after the first line, as a closed tab drops it.
    const id = await new Promise<string>((resolve, reject) => {
      const req = request(`${address}/api/admin/gtfs/import`, { method: 'POST', headers }, (res) =>
        res.once('data', (chunk: Buffer) => {
          resolve(ImportJob.parse(JSON.parse(chunk.toString().split('\n')[0]!)).id);
          req.destroy();
        }),
      );
      req.on('error', reject);
      req.end(payload);
    });
    let job: ImportJob;
    do {
      await new Promise((resolve) => setImmediate(resolve));
      job = (await t.app.inject({ url: `/api/admin/gtfs/import/${id}` })).json();
    } while (job.status === 'running');
    expect(job).toMatchObject({ status: 'succeeded', outcome: { ok: true } });
  });

  it('keeps the import to admins and refuses requests without a file', async () => {
    const denied = await visitor.app.inject({
      method: 'POST',
      url: '/api/admin/gtfs/import',
      ...(await upload(Buffer.from('x'), 'x.zip')),
    });
    expect(denied.statusCode).toBe(401);
    expect(
      (await visitor.app.inject({ url: `/api/admin/gtfs/import/${crypto.randomUUID()}` }))
        .statusCode,
    ).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gtfs/import',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(415);
    expect(empty.json().error.message).toContain('multipart/form-data');
    expect(
      (await t.app.inject({ url: `/api/admin/gtfs/import/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
  });
});

describe('GTFS upload limit', () => {
  it('refuses a file over the limit with resource-exhausted and starts no job', async () => {
    const t = await createTestApp({ signedInAs: admin });
    const small = await gtfsAlone(t, { maxUploadBytes: 1_000 });
    try {
      const body = await upload(await readFile(feedPath('sample-feed-1')), 'big.zip');
      const res = await small.inject({ method: 'POST', url: '/api/admin/gtfs/import', ...body });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('resource-exhausted');
      expect(await t.database.db.$count(gtfsImport)).toBe(0);
    } finally {
      await small.close();
      await t.close();
    }
  });
});

describe('GTFS upload past the import bounds', () => {
  it('refuses a zip whose file declares more than the bound with 413 naming it, starting no job', async () => {
    const t = await createTestApp({ signedInAs: admin });
    const small = await gtfsAlone(t, {
      importLimits: { ...DEFAULT_IMPORT_LIMITS, maxFileBytes: 2 ** 20 },
    });
    try {
      const bomb = { ...TINY_FEED, 'shapes.txt': 'shape_id\n' + 'S\n'.repeat(600_000) };
      const body = await upload(await readFile(await writeZip(bomb)), 'bomb.zip');
      expect(body.payload.length).toBeLessThan(50_000);
      const res = await small.inject({ method: 'POST', url: '/api/admin/gtfs/import', ...body });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'resource-exhausted',
        message:
          "The GTFS zip's shapes.txt: the file inflates to 1.1 MB, more than 1 MB, the bound for one file.",
      });
      expect(await t.database.db.$count(gtfsImport)).toBe(0);
    } finally {
      await small.close();
      await t.close();
    }
  });
});

/** The GTFS module alone on an app of its own, with bounds smaller than the app's. */
async function gtfsAlone(
  t: TestApp,
  bounds: Pick<GtfsModuleDeps, 'maxUploadBytes' | 'importLimits'>,
) {
  const small = Fastify({ logger: false });
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  await small.register(errorHandlerPlugin);
  await small.register(accessPlugin);
  small.resolveUser = async () => admin;
  const env = loadEnv({ NODE_ENV: 'test' });
  const { db } = t.database;
  const operator = operatorServiceFor(db, env.OPERATOR_TIMEZONE, env.CURRENCY);
  const timezone = () => operator.operatorTimezone();
  const rollout = createRolloutService({ db, timezone, log: small.log });
  await registerGtfs(small, { env, db, operator, rollout, ...bounds });
  return small;
}

async function writeRaw(bytes: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'busway-gtfs-http-')), 'export.zip');
  await writeFile(path, bytes);
  return path;
}
