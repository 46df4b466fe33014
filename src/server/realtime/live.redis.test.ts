/**
 * Two instances on one Redis: a browser's socket on instance A receives what instance B
 * publishes. Required in CI (TEST_REDIS_URL), as every Redis suite.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seatsChannel } from '#shared/live/live.ts';
import { publishSeats } from './live-publish.ts';
import { openLiveClient, twoInstancesOnRedis } from './live.testing.ts';
import { testRedisUrl } from './realtime.testing.ts';

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('live sockets across two instances on one Redis', () => {
  const instances = twoInstancesOnRedis(redisUrl);

  it('delivers to a socket on A the seat changes B publishes, once', async () => {
    expect(instances.a.app.deps.hub.kind).toBe('redis');
    const tripId = randomUUID();
    const channel = seatsChannel(tripId);
    const client = await openLiveClient(instances.a.url, instances.a.origin);
    client.send({ v: 1, type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed');

    const changes = [{ seat: '12C', from: 0, to: 3, state: 'booked' as const }];
    expect(await publishSeats(instances.b.app.deps.hub, tripId, changes)).toBe(true);
    expect(await client.next((m) => m.type === 'message')).toEqual({
      v: 1,
      type: 'message',
      channel,
      data: { kind: 'seats', tripId, changes },
    });
    await publishSeats(instances.b.app.deps.hub, tripId, [{ ...changes[0]!, state: 'released' }]);
    await client.next((m) => m.type === 'message' && m.data !== null, 2);
    expect(client.received.filter((m) => m.type === 'message')).toHaveLength(2);
    await client.close();
  });
});
