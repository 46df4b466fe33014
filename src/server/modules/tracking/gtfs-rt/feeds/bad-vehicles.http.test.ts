/**
 * Defect 5 of issue 23, through the whole app: a feed whose vehicles sit at latitude 200, NaN and
 * Infinity beside a good one, polled while conductors' phones send their own fixes. The good
 * vehicle is stored and moves its bus, each bad one is refused alone with its reason, no other
 * sender's fix fails, and the source's status carries no SQL and nobody else's data.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import {
  caltrainTrip,
  CALTRAIN_CAPTURED_AT,
  CALTRAIN_VP,
  feedServer,
  importCaltrain,
  protobuf,
} from '../gtfs-rt.testing.ts';

const SETUP_LIMIT_MS = 240_000;
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const ADMIN: RequestUser = { id: 'admin-bad', email: 'a@example.com', name: 'Ada', role: 'admin' };
const NOW = CALTRAIN_CAPTURED_AT;
const captured = FeedMessage.decode(CALTRAIN_VP);
/** The senders beside the feed: these trains' phones, a fix a second each, at most this many. */
const PHONES = captured.entity.slice(4).map((e) => e.vehicle!);
const ROUNDS = 25;

describe.each(testDatabases())('a feed with bad vehicles beside other senders on %s', (kind) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof feedServer>>;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await importCaltrain(database.db);
    const feed = FeedMessage.decode(CALTRAIN_VP);
    feed.entity = feed.entity.slice(0, 4);
    const [, lat200, nan, infinite] = feed.entity.map((e) => e.vehicle!.position!);
    lat200!.latitude = 200;
    nan!.latitude = Number.NaN;
    infinite!.longitude = Number.POSITIVE_INFINITY;
    server = await feedServer({ '/bad.pb': protobuf(FeedMessage.encode(feed).finish()) });
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

  const tripOf = (gtfsId: string) => caltrainTrip(t.database.db, gtfsId);

  it('stores the good vehicle, refuses each bad one with its reason, and fails no other sender', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/realtime-feeds',
      payload: {
        name: 'Bad',
        url: server.url('/bad.pb'),
        intervalS: 30,
        headers: [],
        paused: true,
      },
    });
    const feedId = added.json().feed.id as string;
    const phones = await Promise.all(
      PHONES.map(async (v) => ({ tripId: await tripOf(v.trip!.tripId!), v })),
    );
    // Each phone sends a fix a round, one second apart, for as long as the poll runs.
    const send = (round: number) =>
      Promise.all(
        phones.map(({ tripId, v }) =>
          t.app.inject({
            method: 'POST',
            url: '/api/positions',
            payload: {
              tripId,
              lat: v.position!.latitude,
              lng: v.position!.longitude,
              recordedAt: new Date((Number(v.timestamp) - ROUNDS + round) * 1000).toISOString(),
            },
          }),
        ),
      );
    let polling = true;
    const poll = t.app
      .inject({ method: 'POST', url: `/api/admin/realtime-feeds/${feedId}/poll` })
      .finally(() => (polling = false));
    const answers = [];
    for (let round = 0; round < ROUNDS && (polling || round < 3); round++)
      answers.push(...(await send(round)));
    const polled = await poll;
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.json().stored === 1)).toBe(true);
    const rounds = answers.length / phones.length;

    const { report, feed } = polled.json();
    expect(report).toMatchObject({ ok: true, matched: 1, refused: 3 });
    expect(report.message).toMatch(/^3 of the feed's fixes were refused: /);
    expect(report.message).toMatch(/lat: lat is -90 to 90/);
    expect(feed.status).toMatchObject({ matched: 1, refused: 3, lastError: report.message });
    for (const words of [report.message, polled.body])
      expect(words).not.toMatch(/insert|select|params|vehicle_position|failed query/i);

    // The good vehicle moved its bus; the bad ones moved nothing.
    const [good, ...bad] = captured.entity.slice(0, 4).map((e) => e.vehicle!);
    const live = async (gtfsId: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/live/trips/${await tripOf(gtfsId)}` })
      ).json() as LiveTrip;
    expect((await live(good!.trip!.tripId!)).position).toMatchObject({
      lat: good!.position!.latitude,
      lng: good!.position!.longitude,
    });
    for (const v of bad) expect((await live(v.trip!.tripId!)).position).toBeNull();
    // Every phone's last fix is its train's position.
    for (const { v } of phones)
      expect((await live(v.trip!.tripId!)).position).toMatchObject({
        recordedAt: new Date((Number(v.timestamp) - ROUNDS + rounds - 1) * 1000).toISOString(),
      });
  });
});
