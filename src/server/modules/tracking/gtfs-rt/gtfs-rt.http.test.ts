/**
 * Through the app: the two feeds out decoded with the official bindings, their ids checked against
 * the GTFS export of the same database, and the admin API of the feed sources.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { stop } from '#db/schema/network.ts';
import { schedule, trip, tripTime } from '#db/schema/timetable.ts';
import { auditOver } from '#server/core/audit.service.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { tableOf } from '../../gtfs/export/feed-round-trip.testing.ts';
import { readZipText } from '../../gtfs/gtfs.testing.ts';
import { registerGtfsRealtime } from './gtfs-rt.module.ts';
import {
  CALTRAIN_CAPTURED_AT,
  CALTRAIN_VP,
  fakeTracking,
  feedServer,
  importCaltrain,
  protobuf,
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

describe.each(testDatabases())('GTFS-Realtime over HTTP on %s', (kind) => {
  let t: TestApp;
  let exported: Record<string, string>;
  let server: Awaited<ReturnType<typeof feedServer>>;
  const fake = fakeTracking();

  /** The trip of a Caltrain schedule on 7 November 2023, live, 40 % of the way along. */
  async function liveTripOf(gtfsId: string): Promise<LiveTrip> {
    const db = t.database.db;
    const [row] = await db
      .select({ id: trip.id })
      .from(trip)
      .innerJoin(schedule, eq(schedule.id, trip.scheduleId))
      .where(and(eq(schedule.gtfsId, gtfsId), eq(trip.serviceDate, '2023-11-07')));
    const calls = await db
      .select({
        sequence: tripTime.sequence,
        stopId: stop.id,
        name: stop.name,
        arrival: tripTime.arrival,
      })
      .from(tripTime)
      .innerJoin(stop, eq(stop.id, tripTime.stopId))
      .where(eq(tripTime.tripId, row!.id))
      .orderBy(asc(tripTime.sequence));
    const passed = Math.floor(calls.length * 0.4);
    return {
      kind: 'trip',
      tripId: row!.id,
      routeId: 'ours',
      routeName: 'Local',
      routeColour: '#cc0000',
      routeTextColour: '#ffffff',
      headsign: null,
      serviceDate: '2023-11-07',
      busName: null,
      state: 'live',
      position: {
        lat: 37.5,
        lng: -122.3,
        bearing: 135,
        speed: 20,
        recordedAt: new Date(NOW.getTime() - 20_000).toISOString(),
        alongM: 30_000,
        offRoute: false,
      },
      delaySeconds: 120,
      stops: calls.map((c, i) => ({
        sequence: c.sequence,
        stopId: c.stopId,
        name: c.name,
        lat: 37.5,
        lng: -122.3,
        scheduledAt: c.arrival.toISOString(),
        predictedAt: i < passed ? null : new Date(c.arrival.getTime() + 120_000).toISOString(),
        passedAt: i < passed ? c.arrival.toISOString() : null,
      })),
      shape: [],
      at: NOW.toISOString(),
    };
  }

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    const { operator } = await importCaltrain(database.db);
    server = await feedServer({ '/vp.pb': protobuf(CALTRAIN_VP) });
    t = await createTestApp({
      database,
      signedInAs: ADMIN,
      register: (app) =>
        void registerGtfsRealtime(app, {
          db: database.db,
          tracking: fake.tracking,
          auditFor: auditOver,
          timezone: () => operator.operatorTimezone(),
          now: () => NOW,
          poll: false,
        }),
    });
    fake.live.push(await liveTripOf('124'), await liveTripOf('310'));
    const zip = await t.app.inject({ method: 'GET', url: '/api/gtfs.zip' });
    const path = join(await mkdtemp(join(tmpdir(), 'busway-gtfs-rt-')), 'gtfs.zip');
    await pipeline(Readable.from([zip.rawPayload]), createWriteStream(path));
    exported = await readZipText(path);
  }, SETUP_LIMIT_MS);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const decode = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    return FeedMessage.toObject(FeedMessage.decode(res.rawPayload), {
      longs: Number,
      enums: String,
    });
  };

  it('serves VehiclePositions whose trip and route ids are those of /api/gtfs.zip', async () => {
    const feed = await decode('/gtfs-rt/vehicle-positions');
    expect(feed.header).toMatchObject({
      incrementality: 'FULL_DATASET',
      timestamp: NOW.getTime() / 1000,
    });
    const trips = tableOf(exported['trips.txt']).rows;
    const routes = new Set(tableOf(exported['routes.txt']).rows.map((r) => r.route_id));
    expect(feed.entity).toHaveLength(2);
    for (const { vehicle } of feed.entity) {
      const row = trips.find((r) => r.trip_id === vehicle.trip.tripId);
      expect(row, vehicle.trip.tripId).toBeDefined();
      expect(vehicle.trip.routeId).toBe(row!.route_id);
      expect(routes.has(vehicle.trip.routeId)).toBe(true);
      expect(vehicle.trip.startDate).toBe('20231107');
      expect(vehicle.timestamp).toBe(NOW.getTime() / 1000 - 20);
    }
    expect(
      feed.entity
        .map((e: { vehicle: { trip: { tripId: string } } }) => e.vehicle.trip.tripId)
        .sort(),
    ).toEqual(['124', '310']);
  });

  it("serves TripUpdates with the ETA module's arrivals at exported stop_sequence and stop_id", async () => {
    const feed = await decode('/gtfs-rt/trip-updates');
    const stopTimes = new Set(
      tableOf(exported['stop_times.txt']).rows.map(
        (r) => `${r.trip_id} ${r.stop_sequence} ${r.stop_id}`,
      ),
    );
    expect(feed.entity).toHaveLength(2);
    for (const { tripUpdate } of feed.entity) {
      expect(tripUpdate.stopTimeUpdate.length).toBeGreaterThan(5);
      for (const u of tripUpdate.stopTimeUpdate)
        expect(
          stopTimes.has(`${tripUpdate.trip.tripId} ${u.stopSequence} ${u.stopId}`),
          JSON.stringify(u),
        ).toBe(true);
      expect(tripUpdate.delay).toBe(120);
    }
    const of124 = feed.entity.find((e: { id: string }) => e.id === fake.live[0]!.tripId).tripUpdate;
    const ahead = fake.live[0]!.stops.filter((s) => s.predictedAt !== null);
    expect(of124.stopTimeUpdate.map((u: { arrival: { time: number } }) => u.arrival.time)).toEqual(
      ahead.map((s) => Date.parse(s.predictedAt!) / 1000),
    );
  });

  it('gives the same feeds as JSON for people', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gtfs-rt/trip-updates?format=json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.header).toMatchObject({ incrementality: 'FULL_DATASET' });
    expect(body.entity).toHaveLength(2);
    const bad = await t.app.inject({ method: 'GET', url: '/gtfs-rt/trip-updates?format=xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/format is protobuf \(the default\) or json/);
  });

  it('adds, lists, pauses, polls and deletes a feed source, never giving back header values', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: {
        name: 'Caltrain',
        url: server.url('/vp.pb'),
        intervalS: 4,
        headers: [],
        paused: false,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/every 5 seconds or more/);

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
    const { feed } = added.json();
    expect(feed).toMatchObject({ name: 'Caltrain', intervalS: 30, headerNames: ['x-api-key'] });
    expect(added.body).not.toContain('secret-key-1234');

    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/realtime-feeds/${feed.id}`,
      payload: { paused: true },
    });
    expect(paused.json().feed).toMatchObject({ paused: true, headerNames: ['x-api-key'] });

    const polled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/realtime-feeds/${feed.id}/poll`,
    });
    expect(polled.statusCode).toBe(200);
    expect(polled.json().report).toMatchObject({ ok: true, matched: 14, unmatched: 0 });
    expect(polled.json().feed.status).toMatchObject({
      matched: 14,
      unmatched: 0,
      lastSuccessAt: NOW.toISOString(),
      feedTimestamp: NOW.toISOString(),
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/realtime-feeds' });
    expect(list.json().feeds.map((f: { id: string }) => f.id)).toEqual([feed.id]);
    expect(list.body).not.toContain('secret-key-1234');

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/realtime-feeds/${feed.id}`,
    });
    expect(gone.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/realtime-feeds/${feed.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
