import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { createFeedCache, FEED_CACHE_MS } from './feed-cache.ts';
import { gtfsRtHttp } from './gtfs-rt.http.ts';
import { exportedIds, liveTrip, NOW } from './realtime-encode.testing.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

/** A build that ends when the test says, counting how often it began. */
function gatedBuild() {
  let began = 0;
  const gates: ((value: string) => void)[] = [];
  return {
    began: () => began,
    build: () => {
      began++;
      return new Promise<string>((resolve) => gates.push(resolve));
    },
    finish: (value: string) => gates.shift()!(value),
  };
}

describe('the feed cache', () => {
  it('builds once for requests that arrive together, and again once the answer is a second old', async () => {
    const clock = { ms: 0 };
    const cache = createFeedCache<string>({ clock: () => clock.ms });
    const { began, build, finish } = gatedBuild();
    const together = [cache.get('vp', build), cache.get('vp', build)];
    clock.ms += 1500; // a slow build: requests still join it
    together.push(cache.get('vp', build));
    await Promise.resolve();
    finish('first');
    expect(await Promise.all(together)).toEqual(['first', 'first', 'first']);
    expect(began()).toBe(1);
    // Kept for a second from the build's start (at 0): at 1.5 s it is too old.
    const rebuilt = cache.get('vp', build);
    await Promise.resolve();
    expect(began()).toBe(2);
    finish('second');
    expect(await rebuilt).toBe('second');
    clock.ms += FEED_CACHE_MS - 1;
    expect(await cache.get('vp', build)).toBe('second');
    expect(began()).toBe(2);
    clock.ms += 1;
    const third = cache.get('vp', build);
    await Promise.resolve();
    expect(began()).toBe(3);
    finish('third');
    expect(await third).toBe('third');
  });

  it('keeps each key apart, and never a failed build', async () => {
    const cache = createFeedCache<string>({ clock: () => 0 });
    await expect(cache.get('vp', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('vp', async () => 'vp')).toBe('vp');
    expect(await cache.get('tu', async () => 'tu')).toBe('tu');
    expect(await cache.get('vp', async () => 'other')).toBe('vp');
  });
});

describe('GTFS-Realtime out, cached', () => {
  const clock = { ms: NOW.getTime() };
  const trips: LiveTrip[] = [liveTrip('a', 10)];
  let builds = 0;
  let failing = false;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(gtfsRtHttp, {
      tracking: {
        liveTrips: async () => {
          builds++;
          if (failing) throw new Error('the live state is away');
          return trips;
        },
      },
      ids: { exportedTrips: async () => new Map([['a', exportedIds('T-a')]]) },
      now: () => new Date(clock.ms),
      cache: { clock: () => clock.ms },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const headerTime = (body: Buffer) => Number(FeedMessage.decode(body).header.timestamp);

  it('builds a feed once for requests together, and again after a second, headers unchanged', async () => {
    const [one, two] = await Promise.all([
      get('/gtfs-rt/vehicle-positions'),
      get('/gtfs-rt/vehicle-positions'),
    ]);
    expect(builds).toBe(1);
    expect(two.rawPayload).toEqual(one.rawPayload);
    expect(headerTime(one.rawPayload)).toBe(NOW.getTime() / 1000);
    expect(FeedMessage.decode(one.rawPayload).entity.map((e) => e.id)).toEqual(['a']);

    clock.ms += FEED_CACHE_MS - 1;
    const kept = await get('/gtfs-rt/vehicle-positions');
    expect(builds).toBe(1);
    // The header still tells when it was built.
    expect(headerTime(kept.rawPayload)).toBe(NOW.getTime() / 1000);

    clock.ms += 1;
    const fresh = await get('/gtfs-rt/vehicle-positions');
    expect(builds).toBe(2);
    expect(headerTime(fresh.rawPayload)).toBe((NOW.getTime() + FEED_CACHE_MS) / 1000);
    for (const res of [one, two, kept, fresh]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-protobuf');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps each feed and format apart, JSON as before, reading a feed once for both formats', async () => {
    clock.ms += FEED_CACHE_MS;
    const before = builds;
    const [json, protobuf, updates] = await Promise.all([
      get('/gtfs-rt/vehicle-positions?format=json'),
      get('/gtfs-rt/vehicle-positions'),
      get('/gtfs-rt/trip-updates?format=json'),
    ]);
    // Vehicle positions read once for JSON and protobuf; trip updates once.
    expect(builds - before).toBe(2);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(protobuf.headers['content-type']).toBe('application/x-protobuf');
    expect(json.json()).toMatchObject({
      header: { incrementality: 'FULL_DATASET', timestamp: String(clock.ms / 1000) },
      entity: [{ id: 'a', vehicle: { trip: { tripId: 'T-a' }, position: { latitude: 38.9 } } }],
    });
    expect(updates.json().entity[0].tripUpdate.stopTimeUpdate).toHaveLength(2);
    await get('/gtfs-rt/trip-updates?format=json');
    await get('/gtfs-rt/trip-updates');
    expect(builds - before).toBe(2);
  });

  it('answers a failed build with an error and keeps nothing of it', async () => {
    clock.ms += FEED_CACHE_MS;
    failing = true;
    expect((await get('/gtfs-rt/trip-updates')).statusCode).toBe(500);
    failing = false;
    const res = await get('/gtfs-rt/trip-updates');
    expect(res.statusCode).toBe(200);
    expect(FeedMessage.decode(res.rawPayload).entity.map((e) => e.id)).toEqual(['a']);
  });
});
