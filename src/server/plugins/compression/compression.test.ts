import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.testing.ts';
import compressionPlugin from './compression.ts';
import { COMPRESS_MIN_BYTES } from './encoding.ts';

const BIG = { items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const TINY = { ok: true };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin);
  app.get('/big', async () => BIG);
  app.get('/tiny', async () => TINY);
  app.get('/text', async (_request, reply) => reply.type('text/csv').send('a,b\n'.repeat(1000)));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(5000)));
  app.get('/stream', async (_request, reply) =>
    reply.type('application/json').send(Readable.from([JSON.stringify(BIG)])),
  );
  app.get('/encoded', async (_request, reply) =>
    reply.header('content-encoding', 'gzip').type('application/json').send(Buffer.alloc(5000)),
  );
  app.get('/varies', async (_request, reply) => reply.header('vary', 'origin').send(BIG));
  await app.ready();
});
afterAll(() => app.close());

function get(url: string, acceptEncoding?: string) {
  return app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('the compression hook', () => {
  it('sends a JSON answer past the threshold in the best encoding the client accepts', async () => {
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG);

    const gzip = await get('/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(BIG);
  });

  it('sends it as it is, still varying, to a client that accepts no encoding', async () => {
    const res = await get('/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.json()).toEqual(BIG);
  });

  it('leaves a tiny answer as it is', async () => {
    expect(JSON.stringify(TINY).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const res = await get('/tiny', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual(TINY);
  });

  it('compresses text, but not images, streams or bodies already encoded', async () => {
    expect((await get('/text', 'br')).headers['content-encoding']).toBe('br');
    expect((await get('/image', 'br')).headers['content-encoding']).toBeUndefined();
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.json()).toEqual(BIG);
    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload).toEqual(Buffer.alloc(5000));
  });

  it('keeps the Vary the route set', async () => {
    expect((await get('/varies', 'br')).headers.vary).toBe('origin, accept-encoding');
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses a large /api answer and not a tiny one', async () => {
    const docs = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('paths');

    const config = await t.app.inject({ url: '/api/config', headers: { 'accept-encoding': 'br' } });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json()).toHaveProperty('appName');
  });
});
