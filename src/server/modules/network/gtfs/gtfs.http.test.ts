import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtfsImport } from '#db/schema/gtfs.ts';
import type { ImportJob } from '#shared/gtfs.ts';
import { loadEnv } from '#server/env.ts';
import accessPlugin from '#server/plugins/access.ts';
import errorHandlerPlugin from '#server/plugins/error-handler.ts';
import { createTestApp, type TestApp } from '#server/testing.ts';
import { gtfsRoutes } from './gtfs.http.ts';
import { feedPath, readZipText, writeZip } from './testing.ts';

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

async function finished(t: TestApp, id: string): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({ url: `/api/admin/gtfs/import/${id}` });
    expect(res.statusCode).toBe(200);
    const job = res.json<ImportJob>();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}

describe('GTFS over HTTP', () => {
  let t: TestApp;
  let visitor: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signedInAs: admin });
    visitor = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await visitor.app.close();
    await t.close();
  });

  it('imports an uploaded feed as a job with progress and a report', async () => {
    const body = await upload(await readFile(feedPath('turlock')), 'turlock.zip');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/gtfs/import', ...body });
    expect(res.statusCode).toBe(202);
    const started = res.json<ImportJob>();
    expect(started).toMatchObject({ status: 'running', fileName: 'turlock.zip' });
    expect(res.headers.location).toBe(`/api/admin/gtfs/import/${started.id}`);
    const job = await finished(t, started.id);
    expect(job).toMatchObject({ status: 'succeeded', stage: 'done', percent: 100 });
    expect(job.outcome).toMatchObject({
      ok: true,
      timezone: 'America/Los_Angeles',
      counts: { stops: 115, schedules: 7 },
    });
    expect(job.outcome!.report.warningCount).toBe(3);
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
    const job = await finished(t, res.json<ImportJob>().id);
    expect(job.status).toBe('failed');
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
    expect(files['stops.txt']!.trim().split('\n')).toHaveLength(1 + 115);
    expect(files['trips.txt']!.trim().split('\n')).toHaveLength(1 + 7);
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
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/admin/gtfs/import/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
  });
});

describe('GTFS upload limit', () => {
  it('refuses a file over the limit with resource-exhausted and starts no job', async () => {
    const t = await createTestApp({ signedInAs: admin });
    const small = Fastify({ logger: false });
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await small.register(errorHandlerPlugin);
    await small.register(accessPlugin);
    small.resolveUser = async () => admin;
    await small.register(gtfsRoutes, {
      database: t.database,
      env: loadEnv({ NODE_ENV: 'test' }),
      maxUploadBytes: 1_000,
    });
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

async function writeRaw(bytes: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'busway-gtfs-http-')), 'export.zip');
  await writeFile(path, bytes);
  return path;
}
