/**
 * The tracking channels end to end: a subscriber of `trip:<id>` gets the trip's state at once and
 * again within a tick of each fix; `fleet` and `route:<id>` get the bus. With two instances on one
 * Redis and one database, a fix posted to one reaches a subscriber on the other, and the other's
 * `GET /api/live/trips/:id` shows it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { ServerMessage } from '#shared/live/live.ts';
import type { LiveTrip, PositionsMessage } from '#shared/tracking/tracking.ts';
import { openLiveClient, startLiveApp, type LiveTestApp } from '#server/realtime/live.testing.ts';
import { testRedisUrl } from '#server/realtime/realtime.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { aTrip } from '#server/testing/factories.testing.ts';

const ADMIN: RequestUser = { id: 'admin-1', email: 'a@example.com', name: 'Ada', role: 'admin' };
const T0 = Date.parse('2026-11-26T10:00:00Z');
const now = () => new Date(T0);
const asAdmin = {
  register: (app: LiveTestApp['app']) => void (app.resolveUser = async () => ADMIN),
};

const dataOf = <T>(m: ServerMessage) => (m.type === 'message' ? (m.data as T) : undefined);

async function postFix(t: LiveTestApp, tripId: string, part: number, offsetS: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/positions',
    payload: {
      tripId,
      lat: 48 + part / 10,
      lng: 11.5,
      recordedAt: new Date(T0 + offsetS * 1000).toISOString(),
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('tracking channels on one instance', () => {
  let t: LiveTestApp;
  let tripId: string;
  let routeId: string;
  beforeAll(async () => {
    t = await startLiveApp({ now, ...asAdmin });
    const made = await aTrip(t.database.db, {
      departs: new Date(T0 - 60_000),
      serviceDate: '2026-11-26',
    });
    tripId = made.id;
    routeId = made.routeId;
  });
  afterAll(() => t.close());

  it('sends the state at once, then each change within a tick', async () => {
    const client = await openLiveClient(t.url);
    for (const channel of [`trip:${tripId}`, `route:${routeId}`, 'fleet'])
      client.send({ v: 1, type: 'subscribe', channel });
    const first = await client.next((m) => m.type === 'message' && m.channel === `trip:${tripId}`);
    expect(dataOf<LiveTrip>(first)).toMatchObject({
      kind: 'trip',
      state: 'scheduled',
      position: null,
    });
    const from = client.received.length;
    await postFix(t, tripId, 0.1, -5);
    await postFix(t, tripId, 0.1005, 0);
    const moved = await client.next(
      (m) => m.type === 'message' && m.channel === `trip:${tripId}`,
      from,
    );
    expect(dataOf<LiveTrip>(moved)).toMatchObject({ state: 'live', position: { lat: 48.01005 } });
    // Two fixes, one tick: one message.
    const tripMessages = client.received
      .slice(from)
      .filter((m) => m.type === 'message' && m.channel === `trip:${tripId}`);
    expect(tripMessages).toHaveLength(1);
    for (const channel of [`route:${routeId}`, 'fleet']) {
      const m = await client.next(
        (x) =>
          x.type === 'message' &&
          x.channel === channel &&
          (dataOf<PositionsMessage>(x)?.buses.length ?? 0) > 0,
        from,
      );
      expect(dataOf<PositionsMessage>(m)!.buses[0]).toMatchObject({
        tripId,
        state: 'live',
        lat: 48.01005,
      });
    }
    const fleet = await t.app.inject({ url: '/api/live/fleet' });
    expect(fleet.json().buses).toEqual([expect.objectContaining({ tripId, routeId })]);
    await client.close();
  });
});

const redisUrl = testRedisUrl();
const databaseKind = testDatabases().includes('postgres') ? 'postgres' : 'pglite';

describe.skipIf(!redisUrl)(`tracking on two instances (${databaseKind}, Redis)`, () => {
  let database: DatabaseHandle;
  let a: LiveTestApp;
  let b: LiveTestApp;
  beforeAll(async () => {
    database = await openTestDatabase(databaseKind);
    const env = { REDIS_URL: redisUrl ?? '' };
    a = await startLiveApp({ database, env, now, ...asAdmin });
    b = await startLiveApp({ database, env, now, ...asAdmin });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await database?.close();
  });

  it('carries a fix posted to one instance to a subscriber and the API of the other', async () => {
    const made = await aTrip(database.db, {
      departs: new Date(T0 - 60_000),
      serviceDate: '2026-11-26',
    });
    const before = await b.app.inject({ url: `/api/live/trips/${made.id}` });
    expect(before.json().state).toBe('scheduled');
    const client = await openLiveClient(b.url);
    client.send({ v: 1, type: 'subscribe', channel: `trip:${made.id}` });
    await client.next((m) => m.type === 'message');
    const from = client.received.length;
    await postFix(a, made.id, 0.1, 0);
    const moved = await client.next((m) => m.type === 'message', from);
    expect(dataOf<LiveTrip>(moved)).toMatchObject({ state: 'live', position: { lat: 48.01 } });
    const after = await b.app.inject({ url: `/api/live/trips/${made.id}` });
    expect(after.json()).toMatchObject({ state: 'live', position: { lat: 48.01 } });
    await client.close();
  });
});
