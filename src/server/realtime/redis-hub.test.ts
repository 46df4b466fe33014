/** The Redis hub: delivery between hubs, one SUBSCRIBE per channel, outages, reconnection. */
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeHub } from './hub.ts';
import { createRedisHub } from './redis-hub.ts';
import { eventually, recordingLog, testChannelPrefix, testRedisUrl } from './realtime.testing.ts';

const redisUrl = testRedisUrl();

/** The heap in use after a full garbage collection, in MB. */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Collects what a hub delivers on a channel. */
function collect(hub: RealtimeHub, channel: string) {
  const messages: unknown[] = [];
  const unsubscribe = hub.subscribe(channel, (message) => messages.push(message));
  return { messages, unsubscribe, nth: (n: number) => eventually(() => messages[n]) };
}

describe('redis hub without a reachable Redis', () => {
  it('rejects ping and publish, logs the failure once, and closes', async () => {
    const { calls, log } = recordingLog();
    const hub = createRedisHub('redis://127.0.0.1:1', { log, timeoutMs: 500 });
    expect(hub.kind).toBe('redis');
    await expect(hub.ping()).rejects.toThrow(/Redis is unreachable/);
    await expect(hub.ping()).rejects.toThrow(/Redis is unreachable/);
    await expect(hub.publish('trip:1', { n: 1 })).rejects.toThrow();
    const unsubscribe = hub.subscribe('trip:1', () => undefined);
    unsubscribe();
    const failures = calls.filter(
      (c) => c.level === 'error' && String(c.args[1]).includes('connection failed'),
    );
    // One line per connection and outage, not one per reconnection attempt.
    expect(failures.map((c) => c.args[1]).sort()).toEqual([
      'realtime: Redis publisher connection failed; reconnecting',
      'realtime: Redis subscriber connection failed; reconnecting',
    ]);
    await hub.close();
    await expect(hub.ping()).rejects.toThrow(/closed/);
  });
});

describe.skipIf(!redisUrl)('redis hub', () => {
  const url = redisUrl ?? '';
  const prefix = testChannelPrefix();
  const hubs: RealtimeHub[] = [];
  let admin: Redis;

  function hub(
    options: {
      prefix?: string;
      connectionName?: string;
      log?: ReturnType<typeof recordingLog>['log'];
    } = {},
  ) {
    const created = createRedisHub(url, { log: recordingLog().log, prefix, ...options });
    hubs.push(created);
    return created;
  }

  /** How many connections Redis has subscribed to a hub channel. */
  async function subscribers(channel: string) {
    const reply = (await admin.pubsub('NUMSUB', prefix + channel)) as [string, number];
    return Number(reply[1]);
  }

  beforeAll(() => {
    admin = new Redis(url);
  });
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((h) => h.close()));
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await admin.quit();
  });

  it('answers ping once connected', async () => {
    await expect(hub().ping()).resolves.toBeUndefined();
  });

  it("delivers each hub's messages to the other", async () => {
    const [a, b] = [hub(), hub()];
    const onB = collect(b, 'trip:1');
    const onA = collect(a, 'trip:2');
    await Promise.all([a.settled(), b.settled()]);
    await a.publish('trip:1', { from: 'a', at: '2025-01-01T10:00:00.000Z' });
    await b.publish('trip:2', { from: 'b', seats: ['1A', '1B'] });
    expect(await onB.nth(0)).toEqual({ from: 'a', at: '2025-01-01T10:00:00.000Z' });
    expect(await onA.nth(0)).toEqual({ from: 'b', seats: ['1A', '1B'] });
  });

  it("delivers a hub's own message to its listeners exactly once", async () => {
    const a = hub();
    const own = collect(a, 'fleet');
    await a.settled();
    await a.publish('fleet', 1);
    await a.publish('fleet', 2);
    await own.nth(1);
    expect(own.messages).toEqual([1, 2]);
  });

  it('holds one Redis subscription per channel for many listeners, freed by the last', async () => {
    const subscribe = vi.spyOn(Redis.prototype, 'subscribe');
    const [a, b] = [hub(), hub()];
    const listeners = [collect(b, 'route:7'), collect(b, 'route:7'), collect(b, 'route:7')];
    await b.settled();
    expect(subscribe.mock.calls.filter(([key]) => key === `${prefix}route:7`)).toHaveLength(1);
    expect(await subscribers('route:7')).toBe(1);

    await a.publish('route:7', 'first');
    for (const listener of listeners) expect(await listener.nth(0)).toBe('first');

    listeners[0]?.unsubscribe();
    listeners[1]?.unsubscribe();
    await b.settled();
    expect(await subscribers('route:7')).toBe(1);
    await a.publish('route:7', 'second');
    expect(await listeners[2]?.nth(1)).toBe('second');
    // Listeners of one hub hear a message in the same turn: the two gone ones would have it by now.
    expect(listeners[0]?.messages).toEqual(['first']);
    expect(listeners[1]?.messages).toEqual(['first']);

    listeners[2]?.unsubscribe();
    await b.settled();
    expect(await subscribers('route:7')).toBe(0);
  });

  it('keeps channels, and prefixes, apart', async () => {
    const [a, b] = [hub(), hub()];
    const other = hub({ prefix: testChannelPrefix() });
    const one = collect(b, 'trip:1');
    const two = collect(b, 'trip:2');
    const elsewhere = collect(other, 'trip:1');
    await Promise.all([b.settled(), other.settled()]);
    await a.publish('trip:2', 'for two');
    await a.publish('trip:1', 'for one');
    expect(await one.nth(0)).toBe('for one');
    expect(await two.nth(0)).toBe('for two');
    expect(one.messages).toEqual(['for one']);
    expect(two.messages).toEqual(['for two']);
    await other.publish('trip:1', 'other deployment');
    expect(await elsewhere.nth(0)).toBe('other deployment');
    expect(one.messages).toEqual(['for one']);
  });

  it('drops a message that is not JSON with a warning, and goes on', async () => {
    const { calls, log } = recordingLog();
    const b = hub({ log });
    const got = collect(b, 'seats:9');
    await b.settled();
    await admin.publish(`${prefix}seats:9`, 'not json {');
    await admin.publish(`${prefix}seats:9`, JSON.stringify({ ok: true }));
    expect(await got.nth(0)).toEqual({ ok: true });
    expect(got.messages).toHaveLength(1);
    expect(calls).toContainEqual({
      level: 'warn',
      args: [{ channel: `${prefix}seats:9` }, 'realtime: dropped a message that is not JSON'],
    });
  });

  it('reconnects and re-subscribes by itself when Redis drops its connections', async () => {
    const connectionName = `busway-test-${randomUUID()}`;
    const a = hub({ connectionName });
    const got = collect(a, 'trip:5');
    await a.settled();
    await a.publish('trip:5', 'before');
    await got.nth(0);

    const clients = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${connectionName}:`));
    expect(clients).toHaveLength(2);
    for (const line of clients)
      await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)?.[1] ?? '');

    // Publish until the re-subscribed connection hears it; nothing is re-subscribed by hand.
    await eventually(async () => {
      await a.publish('trip:5', 'after').catch(() => undefined);
      return got.messages.includes('after') ? true : undefined;
    });
    await expect(a.ping()).resolves.toBeUndefined();
    expect(await subscribers('trip:5')).toBe(1);
  });

  it('sends nothing to Redis for a subscription undone in the same turn', async () => {
    const subscribe = vi.spyOn(Redis.prototype, 'subscribe');
    const unsubscribe = vi.spyOn(Redis.prototype, 'unsubscribe');
    const a = hub();
    await a.settled();
    for (let i = 0; i < 1000; i++) a.subscribe(`route:${randomUUID()}`, () => undefined)();
    await a.settled();
    expect([subscribe.mock.calls.length, unsubscribe.mock.calls.length]).toEqual([0, 0]);
  });

  it('keeps its memory flat however long listeners come and go (issue 23)', async () => {
    const a = hub();
    // Each cycle subscribes a new channel in Redis and unsubscribes it, as a socket churning does.
    const churn = async (cycles: number) => {
      for (let done = 0; done < cycles; done += 2000) {
        const offs = Array.from({ length: 2000 }, () =>
          a.subscribe(`route:${randomUUID()}`, () => undefined),
        );
        await a.settled();
        for (const off of offs) off();
        await a.settled();
      }
    };
    await churn(20_000);
    const before = heapAfterGc();
    await churn(200_000);
    const grown = heapAfterGc() - before;
    // Chaining every change onto one promise kept about 60 bytes a change: 24 MB here.
    expect(grown).toBeLessThan(8);
    expect(await subscribers('route:x')).toBe(0);
  }, 120_000);

  it('closes both connections and releases its subscriptions', async () => {
    const a = hub();
    collect(a, 'trip:6');
    await a.settled();
    expect(await subscribers('trip:6')).toBe(1);
    await a.close();
    await eventually(async () => ((await subscribers('trip:6')) === 0 ? true : undefined));
    await expect(a.ping()).rejects.toThrow(/closed/);
    await expect(a.publish('trip:6', 1)).rejects.toThrow(/closed/);
    await expect(a.close()).resolves.toBeUndefined();
  });
});
