/**
 * WebSocket /api/live on one instance (in-process hub): subscribe, receive, unsubscribe, refusals
 * that keep the socket open, the origin check of the handshake, and closing the app.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MAX_SUBSCRIPTIONS, seatsChannel, type ServerMessage } from '#shared/live/live.ts';
import { createInProcessHub, type RealtimeHub } from './hub.ts';
import { publishSeats } from './live-publish.ts';
import { openLiveClient, roundTrip, startLiveApp, type LiveTestApp } from './live.testing.ts';

/** The in-process hub, counting the channels it holds a subscription for. */
function countingHub(): RealtimeHub & { subscribed: Map<string, number> } {
  const hub = createInProcessHub();
  const subscribed = new Map<string, number>();
  return {
    ...hub,
    subscribed,
    subscribe(channel, listener) {
      subscribed.set(channel, (subscribed.get(channel) ?? 0) + 1);
      const off = hub.subscribe(channel, listener);
      return () => {
        const left = (subscribed.get(channel) ?? 1) - 1;
        if (left === 0) subscribed.delete(channel);
        else subscribed.set(channel, left);
        off();
      };
    },
  };
}

const isType =
  <T extends ServerMessage['type']>(type: T) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: T }> =>
    m.type === type;

describe('WebSocket /api/live', () => {
  const hub = countingHub();
  let t: LiveTestApp;

  beforeAll(async () => {
    t = await startLiveApp({ hub });
  });
  afterAll(async () => {
    await t?.close();
    await hub.close();
  });

  it('delivers what is published on a channel after it answered subscribed', async () => {
    const client = await openLiveClient(t.url, t.origin);
    const tripId = randomUUID();
    const channel = seatsChannel(tripId);
    client.send({ v: 1, type: 'subscribe', channel });
    expect(await client.next(isType('subscribed'))).toEqual({ v: 1, type: 'subscribed', channel });

    const changes = [{ seat: '3A', from: 1, to: 4, state: 'held' as const }];
    expect(await publishSeats(hub, tripId, changes)).toBe(true);
    expect(await client.next(isType('message'))).toEqual({
      v: 1,
      type: 'message',
      channel,
      data: { kind: 'seats', tripId, changes },
    });
    await client.close();
  });

  it('answers a bad message with an error naming the problem, and keeps the socket open', async () => {
    const client = await openLiveClient(t.url, t.origin);
    client.send({ v: 1, type: 'subscribe', channel: 'seats:not-a-trip' });
    const refused = await client.next(isType('error'));
    expect(refused).toMatchObject({ code: 'invalid-argument', channel: 'seats:not-a-trip' });
    expect(refused.type === 'error' && refused.message).toContain('"seats:not-a-trip"');

    client.send('{not json');
    client.send({ v: 2, type: 'ping' });
    client.send({ v: 1, type: 'shout' });
    client.send({ v: 1, type: 'subscribe' });
    await roundTrip(client);
    const errors = client.received.filter(isType('error')).map((m) => m.message);
    expect(errors.slice(1)).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('version 1'),
      expect.stringContaining('"shout" is not a live message type'),
      expect.stringContaining('A subscribe message is not valid — channel:'),
    ]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    await client.close();
  });

  it('stops delivering a channel once unsubscribed, and releases its hub subscription', async () => {
    const client = await openLiveClient(t.url, t.origin);
    const [left, kept] = [seatsChannel(randomUUID()), seatsChannel(randomUUID())];
    client.send({ v: 1, type: 'subscribe', channel: left });
    client.send({ v: 1, type: 'subscribe', channel: kept });
    await client.next((m) => m.type === 'subscribed' && m.channel === kept);
    client.send({ v: 1, type: 'unsubscribe', channel: left });
    await roundTrip(client);
    expect(hub.subscribed.has(left)).toBe(false);

    await hub.publish(left, { n: 1 });
    await hub.publish(kept, { n: 2 });
    await client.next(isType('message'));
    await roundTrip(client);
    expect(client.received.filter(isType('message'))).toEqual([
      { v: 1, type: 'message', channel: kept, data: { n: 2 } },
    ]);
    await client.close();
  });

  it('holds one hub subscription per channel for all its sockets, until the last leaves', async () => {
    const channel = `trip:${randomUUID()}`;
    const [a, b] = await Promise.all([
      openLiveClient(t.url, t.origin),
      openLiveClient(t.url, t.origin),
    ]);
    for (const client of [a, b]) {
      client.send({ v: 1, type: 'subscribe', channel });
      await client.next(isType('subscribed'));
    }
    expect(hub.subscribed.get(channel)).toBe(1);
    await hub.publish(channel, { at: 'both' });
    for (const client of [a, b])
      expect(await client.next(isType('message'))).toMatchObject({ data: { at: 'both' } });

    await a.close();
    await roundTrip(b);
    expect(hub.subscribed.get(channel)).toBe(1);
    await b.close();
    await expectEventually(() => !hub.subscribed.has(channel));
  });

  it(`refuses a subscription beyond ${LIVE_MAX_SUBSCRIPTIONS} with resource-exhausted`, async () => {
    const client = await openLiveClient(t.url, t.origin);
    const channels = Array.from(
      { length: LIVE_MAX_SUBSCRIPTIONS + 1 },
      () => `route:${randomUUID()}`,
    );
    for (const channel of channels) client.send({ v: 1, type: 'subscribe', channel });
    const refused = await client.next(isType('error'));
    expect(refused).toMatchObject({ code: 'resource-exhausted', channel: channels.at(-1) });
    await roundTrip(client);
    expect(client.received.filter(isType('subscribed'))).toHaveLength(LIVE_MAX_SUBSCRIPTIONS);
    // Subscribing again to a channel it follows is no new subscription.
    client.send({ v: 1, type: 'subscribe', channel: channels[0] });
    await client.next(
      (m) => m.type === 'subscribed' && m.channel === channels[0],
      LIVE_MAX_SUBSCRIPTIONS + 2,
    );
    await client.close();
  });

  it('closes with 1009 a socket that sends a message over 4 KB', async () => {
    const client = await openLiveClient(t.url, t.origin);
    const closed = once(client.socket, 'close');
    client.send({ v: 1, type: 'subscribe', channel: 'x'.repeat(5000) });
    const [code] = (await closed) as [number];
    expect(code).toBe(1009);
  });

  it('refuses with 403, before upgrading, a handshake from a page that is not Busway', async () => {
    const socket = new WebSocket(t.url, { origin: 'https://evil.example' });
    const outcome = await Promise.race([
      once(socket, 'open').then(() => 'upgraded'),
      once(socket, 'unexpected-response').then(([request, response]) => {
        (request as ClientRequest).destroy();
        return (response as IncomingMessage).statusCode;
      }),
    ]);
    if (outcome === 'upgraded') socket.close();
    expect(outcome).toBe(403);
    // Without Origin (no browser) and from Busway's own page it opens.
    await (await openLiveClient(t.url)).close();
    await (await openLiveClient(t.url, t.origin)).close();
  });

  it('answers a plain GET with 426 and the error shape', async () => {
    const res = await t.app.inject({ url: '/api/live' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ error: { code: 'failed-precondition' } });
  });
});

describe('live sockets per address and per account (issue 23)', () => {
  it('closes with 1013 and a reason naming the limit a socket past either cap', async () => {
    const t = await startLiveApp({
      env: { LIVE_SOCKETS_PER_ADDRESS: '3', LIVE_SOCKETS_PER_ACCOUNT: '1' },
      register: (app) => {
        app.resolveUser = async (request) =>
          request.headers['x-test-user'] === 'ann'
            ? { id: 'ann', email: 'ann@example.com', name: 'Ann', role: 'passenger' }
            : null;
      },
    });
    const open = async (user?: string) => {
      const socket = new WebSocket(t.url, { headers: user ? { 'x-test-user': user } : {} });
      const closed = once(socket, 'close').then(([code, reason]) => [code, String(reason)]);
      await once(socket, 'open');
      return { socket, closed };
    };
    const kept = [await open(), await open('ann')];
    const annAgain = await open('ann');
    expect(await annAgain.closed).toEqual([1013, expect.stringContaining('account (1 at most)')]);
    kept.push(await open());
    const fourth = await open();
    expect(await fourth.closed).toEqual([1013, expect.stringContaining('address (3 at most)')]);
    // The kept ones still work; one closing makes room for the next.
    kept[0]!.socket.close();
    await kept[0]!.closed;
    const next = await openLiveClient(t.url, t.origin);
    await roundTrip(next);
    await next.close();
    for (const { socket } of kept) socket.close();
    await t.close();
  });
});

describe('closing the app with live sockets open', () => {
  it('closes them with 1001 and does not wait for them', async () => {
    const t = await startLiveApp();
    const client = await openLiveClient(t.url, t.origin);
    client.send({ v: 1, type: 'subscribe', channel: 'fleet' });
    await client.next(isType('subscribed'));
    const closed = once(client.socket, 'close');
    const started = Date.now();
    await t.app.close();
    // Under the 1 s grace: the socket closed by its handshake, not by being cut.
    expect(Date.now() - started).toBeLessThan(900);
    const [code] = (await closed) as [number];
    expect(code).toBe(1001);
    await t.database.close();
  });
});

async function expectEventually(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
