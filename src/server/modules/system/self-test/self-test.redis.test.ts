/**
 * `/test`'s live round trip across two instances on one Redis: a socket on instance A subscribed
 * to a self-test channel hears the echo that `POST /api/self-test/realtime` on instance B
 * publishes. Required in CI (TEST_REDIS_URL), as every Redis suite.
 */
import { describe, expect, it } from 'vitest';
import { selfTestChannel } from '#shared/live/live.ts';
import { openLiveClient, twoInstancesOnRedis } from '#server/realtime/live.testing.ts';
import { testRedisUrl } from '#server/realtime/realtime.testing.ts';

const redisUrl = testRedisUrl();
const RUN = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

describe.skipIf(!redisUrl)('the self-test’s live round trip through Redis', () => {
  const instances = twoInstancesOnRedis(redisUrl);

  it('brings the echo B publishes to a socket on A', async () => {
    const channel = selfTestChannel(RUN);
    const client = await openLiveClient(instances.a.url, instances.a.origin);
    client.send({ v: 1, type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed');
    const res = await instances.b.app.inject({
      method: 'POST',
      url: '/api/self-test/realtime',
      payload: { channel },
    });
    expect(res.json()).toMatchObject({ ok: true });
    expect(await client.next((m) => m.type === 'message')).toEqual({
      v: 1,
      type: 'message',
      channel,
      data: { kind: 'self-test', sentAt: expect.any(String) },
    });
    await client.close();
  });
});
