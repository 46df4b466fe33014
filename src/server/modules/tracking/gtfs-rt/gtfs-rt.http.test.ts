/**
 * The whole app, its clock at the capture of Caltrain's VehiclePositions: an admin adds the feed
 * (served by the test), polls it, and each of its 14 vehicles is live on its trip through the
 * tracking service; the two feeds out, decoded with the official bindings, carry those buses with
 * the trip, route and stop ids of the GTFS export of the same database.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { tableOf } from '../../gtfs/export/feed-round-trip.testing.ts';
import { readZipText } from '../../gtfs/gtfs.testing.ts';
import { FEED_CACHE_MS } from './feed-cache.ts';
import {
  caltrainTrip,
  CALTRAIN_CAPTURED_AT,
  CALTRAIN_VP,
  feedServer,
  importCaltrain,
  protobuf,
  decodeFeed,
  type DecodedFeed,
} from './gtfs-rt.testing.ts';

const SETUP_LIMIT_MS = 240_000;
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const ADMIN: RequestUser = {
  id: 'admin-realtime',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
};
const NOW = CALTRAIN_CAPTURED_AT;
const captured = FeedMessage.decode(CALTRAIN_VP);
const capturedTripIds = captured.entity.map((e) => e.vehicle!.trip!.tripId!).sort();

type Decoded = DecodedFeed;

describe.each(testDatabases())('GTFS-Realtime in and out on %s', (kind) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof feedServer>>;
  let exported: Record<string, string>;
  let feedId: string;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await importCaltrain(database.db);
    server = await feedServer({ '/vp.pb': protobuf(CALTRAIN_VP) });
    t = await createTestApp({
      database,
      signedInAs: ADMIN,
      now: () => NOW,
      // The feed is served by the test, on this machine.
      env: { REALTIME_FEED_ALLOWED_HOSTS: '127.0.0.1' },
    });
    const zip = await t.app.inject({ method: 'GET', url: '/api/gtfs.zip' });
    const path = join(await mkdtemp(join(tmpdir(), 'busway-gtfs-rt-')), 'gtfs.zip');
    await pipeline(Readable.from([zip.rawPayload]), createWriteStream(path));
    exported = await readZipText(path);
  }, SETUP_LIMIT_MS);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const decode = async (url: string): Promise<Decoded> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    return decodeFeed(res.rawPayload);
  };

  const tripOf = (gtfsId: string) => caltrainTrip(t.database.db, gtfsId);

  it('answers empty feeds while no bus is live, and 404 for a feed it does not have', async () => {
    const feed = await decode('/gtfs-rt/vehicle-positions');
    expect(feed.header).toMatchObject({
      incrementality: 'FULL_DATASET',
      timestamp: NOW.getTime() / 1000,
    });
    expect(feed.entity).toEqual([]);
    // The web app's fallback leaves /gtfs-rt/ to the API: an unknown feed is a 404, not a page.
    const unknown = await t.app.inject({ method: 'GET', url: '/gtfs-rt/alerts' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not-found');
  });

  it("puts the feed's 14 vehicles live on their trips of 7 November 2023", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: {
        name: 'Caltrain',
        url: server.url('/vp.pb'),
        intervalS: 30,
        headers: [{ name: 'x-api-key', value: 'secret-key-1234' }],
        paused: false,
      },
    });
    expect(added.statusCode).toBe(201);
    feedId = added.json().feed.id;
    const polled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/realtime-feeds/${feedId}/poll`,
    });
    expect(polled.json().report).toEqual({
      ok: true,
      matched: 14,
      unmatched: 0,
      refused: 0,
      message: null,
    });
    for (const { vehicle } of captured.entity) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/live/trips/${await tripOf(vehicle!.trip!.tripId!)}`,
      });
      const live = res.json() as LiveTrip;
      expect(live.state, vehicle!.trip!.tripId!).toBe('live');
      expect(live.position).toMatchObject({
        lat: vehicle!.position!.latitude,
        lng: vehicle!.position!.longitude,
        recordedAt: new Date(Number(vehicle!.timestamp) * 1000).toISOString(),
      });
    }
    // The feeds out keep an answer a second (feed-cache.ts): the empty one has gone by then.
    await sleep(FEED_CACHE_MS);
  });

  it('serves them as VehiclePositions with the trip and route ids of /api/gtfs.zip', async () => {
    const feed = await decode('/gtfs-rt/vehicle-positions');
    const trips = tableOf(exported['trips.txt']).rows;
    expect(feed.entity.map((e: Decoded) => e.vehicle.trip.tripId).sort()).toEqual(capturedTripIds);
    for (const { vehicle } of feed.entity) {
      const row = trips.find((r) => r.trip_id === vehicle.trip.tripId);
      expect(vehicle.trip).toMatchObject({ routeId: row!.route_id, startDate: '20231107' });
      const given = captured.entity.find((e) => e.vehicle!.trip!.tripId === vehicle.trip.tripId)!;
      expect(vehicle.timestamp).toBe(Number(given.vehicle!.timestamp));
    }
  });

  it("serves TripUpdates with the ETA module's arrivals at exported stop_sequence and stop_id", async () => {
    const feed = await decode('/gtfs-rt/trip-updates');
    const stopTimes = new Set(
      tableOf(exported['stop_times.txt']).rows.map(
        (r) => `${r.trip_id} ${r.stop_sequence} ${r.stop_id}`,
      ),
    );
    let updates = 0;
    for (const gtfsId of capturedTripIds) {
      const live = (
        await t.app.inject({ method: 'GET', url: `/api/live/trips/${await tripOf(gtfsId)}` })
      ).json() as LiveTrip;
      // The departure of the stop a train stands at, then the arrivals ahead (decision 028).
      const ahead = live.stops.filter(
        (s) => (s.predictedAt !== null || s.departsAt) && s.passedAt === null,
      );
      const entity = feed.entity.find((e: Decoded) => e.id === live.tripId);
      // A bus without a prediction has no TripUpdate (it needs a stop time update).
      if (ahead.length === 0) {
        expect(entity, gtfsId).toBeUndefined();
        continue;
      }
      const { tripUpdate } = entity;
      expect(tripUpdate.trip.tripId).toBe(gtfsId);
      expect(
        tripUpdate.stopTimeUpdate.map((u: Decoded) => (u.departure ?? u.arrival).time),
      ).toEqual(ahead.map((s) => Math.floor(Date.parse(s.departsAt ?? s.predictedAt!) / 1000)));
      for (const u of tripUpdate.stopTimeUpdate) {
        expect(stopTimes.has(`${gtfsId} ${u.stopSequence} ${u.stopId}`)).toBe(true);
        updates++;
      }
    }
    // Most trains are mid-way: most carry predictions for the stops ahead.
    expect(feed.entity.length).toBeGreaterThanOrEqual(10);
    expect(updates).toBeGreaterThan(14);
  });

  it('gives the same feeds as JSON for people, and refuses another format in words', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/gtfs-rt/vehicle-positions?format=json',
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      header: { incrementality: 'FULL_DATASET', timestamp: String(NOW.getTime() / 1000) },
    });
    expect(res.json().entity).toHaveLength(14);
    const bad = await t.app.inject({ method: 'GET', url: '/gtfs-rt/trip-updates?format=xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/format is protobuf \(the default\) or json/);
  });

  it('lists, pauses and deletes the source, never giving back a header value', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: {
        name: 'Fast',
        url: server.url('/vp.pb'),
        intervalS: 4,
        headers: [],
        paused: false,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/every 5 seconds or more/);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/realtime-feeds' });
    expect(list.json().feeds).toMatchObject([
      {
        id: feedId,
        headerNames: ['x-api-key'],
        status: {
          matched: 14,
          unmatched: 0,
          lastSuccessAt: NOW.toISOString(),
          feedTimestamp: NOW.toISOString(),
        },
      },
    ]);
    expect(list.body).not.toContain('secret-key-1234');
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/realtime-feeds/${feedId}`,
      payload: { paused: true },
    });
    expect(paused.json().feed).toMatchObject({ paused: true, headerNames: ['x-api-key'] });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/realtime-feeds/${feedId}`,
    });
    expect(gone.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'GET', url: `/api/admin/realtime-feeds/${feedId}` });
    expect(again.statusCode).toBe(404);
  });
});
