/**
 * A consumed vehicle STOPPED_AT its first stop ten or more minutes before its trip leaves (as
 * WMATA's and Caltrain's feeds have buses and trains wait at a terminal): through the poller and
 * the tracking service it is at that stop, on time — not "−595 s" — and the feeds out say so:
 * VehiclePositions STOPPED_AT it, TripUpdates its departure first with the delay of that update,
 * and no later stop before it (docs/decisions/028-a-bus-standing-at-a-stop.md).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { queryRows } from '#db/rows.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { FEED_CACHE_MS } from './feed-cache.ts';
import {
  CALTRAIN_CAPTURED_AT,
  feedServer,
  importCaltrain,
  protobuf,
  type Answer,
  decodeFeed,
  type DecodedFeed,
} from './gtfs-rt.testing.ts';

const SETUP_LIMIT_MS = 240_000;
const rt = GtfsRealtimeBindings.transit_realtime;
const ADMIN: RequestUser = {
  id: 'admin-rt-wait',
  email: 'a@example.com',
  name: 'Ada',
  role: 'admin',
};
const NOW = CALTRAIN_CAPTURED_AT;
const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

interface Waiting {
  trip_id: string;
  gtfs_id: string;
  lat: number;
  lng: number;
  departure: Date | string;
}

type Decoded = DecodedFeed;

describe.each(testDatabases())('a consumed vehicle waiting at its first stop, on %s', (kind) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof feedServer>>;
  let waiting: Waiting;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await importCaltrain(database.db);
    // A train of the capture's day leaving its first stop 10 to 30 minutes after the capture.
    const found = await queryRows<Waiting>(
      database.db,
      sql`select t.id as trip_id, sc.gtfs_id, s.lat, s.lng, tt.departure
          from trip t join schedule sc on sc.id = t.schedule_id
          join trip_time tt on tt.trip_id = t.id and tt.sequence = (
            select min(sequence) from trip_time where trip_id = t.id)
          join stop s on s.id = tt.stop_id
          where t.service_date = '2023-11-07'
            and tt.departure between ${new Date(NOW.getTime() + 600_000).toISOString()}::timestamptz
              and ${new Date(NOW.getTime() + 1_800_000).toISOString()}::timestamptz
          order by tt.departure limit 1`,
    );
    expect(found).toHaveLength(1);
    waiting = found[0]!;
    const feed = rt.FeedMessage.encode(
      rt.FeedMessage.fromObject({
        header: { gtfsRealtimeVersion: '2.0', timestamp: seconds(NOW) },
        entity: [
          {
            id: 'v1',
            vehicle: {
              trip: { tripId: waiting.gtfs_id, startDate: '20231107' },
              position: { latitude: Number(waiting.lat), longitude: Number(waiting.lng) },
              currentStatus: rt.VehiclePosition.VehicleStopStatus.STOPPED_AT,
              timestamp: seconds(NOW) - 5,
            },
          },
        ],
      }),
    ).finish();
    const answers: Record<string, Answer> = { '/waiting.pb': protobuf(feed) };
    server = await feedServer(answers);
    t = await createTestApp({
      database,
      signedInAs: ADMIN,
      now: () => NOW,
      env: { REALTIME_FEED_ALLOWED_HOSTS: '127.0.0.1' },
    });
  }, SETUP_LIMIT_MS);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const decode = async (url: string): Promise<Decoded> => {
    const res = await t.app.inject({ method: 'GET', url });
    return decodeFeed(res.rawPayload);
  };

  it('is at its first stop, departing at its time, neither early nor late', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: {
        name: 'Waiting',
        url: server.url('/waiting.pb'),
        intervalS: 30,
        headers: [],
        paused: false,
      },
    });
    const feedId = added.json().feed.id;
    const polled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/realtime-feeds/${feedId}/poll`,
    });
    expect(polled.json().report).toMatchObject({ ok: true, matched: 1 });
    const live = (
      await t.app.inject({ method: 'GET', url: `/api/live/trips/${waiting.trip_id}` })
    ).json() as LiveTrip;
    expect(live.state).toBe('live');
    expect(live.delaySeconds).toBe(0);
    expect(live.atStop).toMatchObject({
      sequence: live.stops[0]!.sequence,
      departsAt: new Date(waiting.departure).toISOString(),
    });
    expect(live.stops[0]!.passedAt).toBeNull();
    await sleep(FEED_CACHE_MS);
  });

  it('is STOPPED_AT it out, with its departure first, delay 0 and no stop predicted before it', async () => {
    const vehicles = await decode('/gtfs-rt/vehicle-positions');
    expect(vehicles.entity[0].vehicle).toMatchObject({ currentStatus: 'STOPPED_AT' });
    const updates = await decode('/gtfs-rt/trip-updates');
    const { tripUpdate } = updates.entity[0];
    const [first, ...rest] = tripUpdate.stopTimeUpdate as Decoded[];
    expect(first!.departure.time).toBe(seconds(waiting.departure));
    expect(first!.arrival).toBeUndefined();
    expect(tripUpdate.delay).toBe(0);
    // GTFS-Realtime validator rule E022: the times of successive updates never go back.
    const times = [first!.departure.time, ...rest.map((u) => u.arrival.time as number)];
    expect(rest.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
