/**
 * The poller against a local HTTP server: Caltrain's captured VehiclePositions put on their dated
 * trips, and every way a feed goes wrong reported on its source in words, the poller going on.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { realtimeFeed } from '#db/schema/gtfs-realtime.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import {
  CALTRAIN_CAPTURED_AT,
  CALTRAIN_VP,
  fakeTracking,
  feedServer,
  importCaltrain,
  protobuf,
} from '../gtfs-rt.testing.ts';
import { aBus } from '#server/testing/factories.testing.ts';
import { createFeedPoller } from './feed-poller.ts';
import { allowedHostsOf } from './fetch/feed-address.ts';
import { headerSealer } from './header-secrets.ts';
import { createRealtimeFeedsRepo } from './realtime-feeds.repo.ts';
import { createTripCandidatesReadModel } from './trip-candidates.read-model.ts';

const SETUP_LIMIT_MS = 240_000;
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const silent = { info: () => undefined, error: () => undefined };

describe.each(testDatabases())('GTFS-Realtime poller on %s', (kind) => {
  let db: DatabaseHandle;
  let server: Awaited<ReturnType<typeof feedServer>>;
  let zone: string;
  const vehicles = FeedMessage.decode(CALTRAIN_VP);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    zone = await (await importCaltrain(db.db)).operator.operatorTimezone();
    const moved = FeedMessage.decode(CALTRAIN_VP);
    // The same feed, its first vehicle named by route and train instead of by trip.
    const first = moved.entity[0]!.vehicle!;
    first.trip = { routeId: first.trip!.routeId, directionId: first.trip!.directionId };
    const oneBad = FeedMessage.decode(CALTRAIN_VP);
    oneBad.entity[1]!.vehicle!.position = { latitude: 0, longitude: 0 };
    server = await feedServer({
      '/vp.pb': protobuf(CALTRAIN_VP),
      '/one-bad.pb': protobuf(FeedMessage.encode(oneBad).finish()),
      '/by-vehicle.pb': protobuf(FeedMessage.encode(moved).finish()),
      '/empty': (res) => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(),
      '/truncated': protobuf(CALTRAIN_VP.subarray(0, 400)),
      '/html': (res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><title>Maintenance</title><p>Back soon'),
      '/slow': () => undefined,
      '/forbidden': (res) => res.writeHead(403, 'Forbidden').end('bad key'),
    });
  }, SETUP_LIMIT_MS);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  async function tripsOf(ids: string[]) {
    const rows = await db.db
      .select({
        id: trip.id,
        gtfsId: schedule.gtfsId,
        serviceDate: trip.serviceDate,
        busId: trip.busId,
      })
      .from(trip)
      .innerJoin(schedule, eq(schedule.id, trip.scheduleId))
      .where(inArray(trip.id, ids));
    return new Map(rows.map(({ id, ...r }) => [id, r]));
  }

  function poller(now = CALTRAIN_CAPTURED_AT) {
    const fake = fakeTracking();
    const repo = createRealtimeFeedsRepo(db.db);
    const p = createFeedPoller({
      repo,
      candidates: createTripCandidatesReadModel(db.db),
      tracking: fake.tracking,
      now: () => now,
      timezone: async () => zone,
      log: silent,
      fetchTimeoutMs: 500,
      // The test's feeds are served on this machine.
      allowedHosts: allowedHostsOf(['127.0.0.1']),
      sealer: headerSealer('a-test-secret-of-thirty-two-characters'),
    });
    const add = (path: string) =>
      repo.insert(
        { name: path, url: server.url(path), intervalS: 5, headers: [], paused: false },
        now,
      );
    return { ...fake, repo, poller: p, add };
  }

  it("puts each of Caltrain's 14 vehicles on its trip of 7 November 2023", async () => {
    const { poller: p, add, fixes, repo } = poller();
    const feed = await add('/vp.pb');
    const report = await p.pollNow(feed.id);
    expect(report).toMatchObject({ ok: true, matched: 14, unmatched: 0, refused: 0 });
    const tripOf = await tripsOf(fixes.map((f) => f.tripId));
    const expected = vehicles.entity.map((e) => e.vehicle!.trip!.tripId).sort();
    expect(fixes.map((f) => tripOf.get(f.tripId)?.gtfsId).sort()).toEqual(expected);
    expect(new Set(fixes.map((f) => tripOf.get(f.tripId)?.serviceDate))).toEqual(
      new Set(['2023-11-07']),
    );
    const first = vehicles.entity[0]!.vehicle!;
    const fix = fixes.find((f) => tripOf.get(f.tripId)?.gtfsId === first.trip!.tripId)!;
    expect(fix).toMatchObject({
      lat: first.position!.latitude,
      lng: first.position!.longitude,
      recordedAt: new Date(Number(first.timestamp) * 1000).toISOString(),
    });
    const row = await repo.get(feed.id);
    expect(row).toMatchObject({
      matched: 14,
      unmatched: 0,
      lastError: null,
      lastSuccessAt: CALTRAIN_CAPTURED_AT,
      feedTimestamp: CALTRAIN_CAPTURED_AT,
    });
  });

  it('puts a vehicle named by route and train on the trip of that train running then', async () => {
    const { poller: p, add, fixes } = poller();
    const first = vehicles.entity[0]!.vehicle!;
    const train = await aBus(db.db, { registration: first.vehicle!.id!, name: 'Train' });
    const [ofTrain] = await db.db
      .select({ id: schedule.id })
      .from(schedule)
      .where(eq(schedule.gtfsId, first.trip!.tripId!));
    await db.db.update(trip).set({ busId: train.id }).where(eq(trip.scheduleId, ofTrain!.id));
    const report = await p.pollNow((await add('/by-vehicle.pb')).id);
    expect(report).toMatchObject({ ok: true, matched: 14, unmatched: 0 });
    const onTrain = [...(await tripsOf(fixes.map((f) => f.tripId))).values()].filter(
      (t) => t.busId === train.id,
    );
    expect(onTrain).toEqual([
      { gtfsId: first.trip!.tripId, serviceDate: '2023-11-07', busId: train.id },
    ]);
  });

  it('sends the fixes again one by one when the tracking service refuses one, and says why', async () => {
    const { poller: p, add, fixes, repo } = poller();
    const feed = await add('/one-bad.pb');
    expect(await p.pollNow(feed.id)).toMatchObject({ ok: true, matched: 13, refused: 1 });
    expect(fixes).toHaveLength(13);
    expect((await repo.get(feed.id))?.lastError).toBe(
      "1 of the feed's fixes was refused: lat: a fix at 0, 0 is no fix.",
    );
  });

  it('counts a vehicle it cannot place as unmatched', async () => {
    // A week later, none of the feed's trips is running.
    const weekLater = new Date(CALTRAIN_CAPTURED_AT.getTime() + 7 * 86400_000 + 6 * 3600_000);
    const { poller: p, repo, fixes } = poller(weekLater);
    const stale = FeedMessage.decode(CALTRAIN_VP);
    stale.header.timestamp = weekLater.getTime() / 1000;
    for (const e of stale.entity) e.vehicle!.timestamp = weekLater.getTime() / 1000;
    const local = await feedServer({ '/late.pb': protobuf(FeedMessage.encode(stale).finish()) });
    try {
      const feed = await p.pollNow(
        (
          await repo.insert(
            { name: 'late', url: local.url('/late.pb'), intervalS: 5, headers: [], paused: false },
            weekLater,
          )
        ).id,
      );
      expect(feed).toMatchObject({ ok: true, matched: 0, unmatched: 14 });
      expect(fixes).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it.each([
    ['/empty', 'The feed was empty: the server sent 0 bytes.'],
    ['/truncated', 'The feed was cut short: its 400 bytes end in the middle of a message.'],
    ['/html', 'The feed is not GTFS-Realtime protobuf: the server sent an HTML page (text/html).'],
    ['/slow', 'The feed did not answer within 0.5 s.'],
    ['/forbidden', 'The server answered 403 Forbidden: check the API key header.'],
  ])('reports %s in words and goes on', async (path, words) => {
    const { poller: p, add, repo } = poller();
    const feed = await add(path);
    const report = await p.pollNow(feed.id);
    expect(report).toMatchObject({ ok: false, message: words });
    expect(await repo.get(feed.id)).toMatchObject({
      lastError: words,
      lastErrorAt: CALTRAIN_CAPTURED_AT,
      lastSuccessAt: null,
    });
  });

  it('lets one of two instances polling at once fetch a due source', async () => {
    let fetched = 0;
    const local = await feedServer({
      '/counted.pb': (res) => {
        fetched++;
        protobuf(CALTRAIN_VP)(res);
      },
    });
    try {
      // A day on, only this source is due: every other is paused first.
      const later = new Date(CALTRAIN_CAPTURED_AT.getTime() + 86400_000);
      const [a, b] = [poller(later), poller(later)];
      await db.db.update(realtimeFeed).set({ paused: true });
      await a.repo.insert(
        {
          name: 'counted',
          url: local.url('/counted.pb'),
          intervalS: 5,
          headers: [],
          paused: false,
        },
        later,
      );
      const [fromA, fromB] = await Promise.all([a.poller.pollDue(), b.poller.pollDue()]);
      expect(fromA.length + fromB.length).toBe(1);
      expect(fetched).toBe(1);
    } finally {
      await local.close();
      await db.db.update(realtimeFeed).set({ paused: false });
    }
  });

  it('reports an unreachable server, and polls the next source all the same', async () => {
    const { poller: p, repo, fixes } = poller();
    const gone = await feedServer({});
    const url = gone.url('/vp.pb');
    await gone.close();
    const dead = await repo.insert(
      { name: 'gone', url, intervalS: 5, headers: [], paused: false },
      CALTRAIN_CAPTURED_AT,
    );
    const reports = await p.pollDue();
    expect((await repo.get(dead.id))?.lastError).toBe('The feed could not be reached.');
    // Every source added by the tests above was due too, the Caltrain feed among them.
    expect(reports.filter((r) => r.ok).length).toBeGreaterThan(0);
    expect(fixes.length).toBeGreaterThan(0);
    // Claimed: none is due again within its interval.
    expect(await p.pollDue()).toEqual([]);
  });
});
