/**
 * The tab's live connection against a fake WebSocket and fake timers: one socket however many
 * subscribers, opened on the first subscription, reconnected with backoff, channels subscribed
 * again and subscribers told once the server confirms, and closed when nothing is followed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, type LiveState, type SocketLike } from './live.ts';

const TRIP = '0b8a2f7e-6d3c-4b1a-9e8f-1a2b3c4d5e6f';
const SEATS = `seats:${TRIP}` as const;

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | undefined;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server or the network does:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  answer(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('live client', () => {
  let sockets: FakeSocket[];
  let states: LiveState[];
  const last = () => sockets.at(-1)!;
  const client = () => {
    const live = createLiveClient({
      url: () => 'ws://busway.test/api/live',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 0.5,
      idleCloseMs: 5000,
      watchdogMs: 25_000,
    });
    live.onState((state) => states.push(state));
    return live;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens one socket on the first subscription and delivers each channel its messages', () => {
    const live = client();
    expect(sockets).toHaveLength(0);
    const seats: unknown[] = [];
    const fleet: unknown[] = [];
    live.subscribe(SEATS, { onMessage: (d) => seats.push(d) });
    live.subscribe('fleet', { onMessage: (d) => fleet.push(d) });
    live.subscribe(SEATS, { onMessage: (d) => seats.push(`again ${String(d)}`) });
    expect(sockets).toHaveLength(1);
    expect(live.state()).toBe('connecting');
    last().open();
    expect(live.state()).toBe('live');
    expect(last().sent).toEqual([
      { v: 1, type: 'subscribe', channel: SEATS },
      { v: 1, type: 'subscribe', channel: 'fleet' },
    ]);
    last().answer({ v: 1, type: 'message', channel: SEATS, data: 'x' });
    last().answer({ v: 1, type: 'message', channel: 'fleet', data: 'y' });
    last().answer({ v: 1, type: 'message', channel: 'route:elsewhere', data: 'z' });
    last().answer('not a live message');
    expect(seats).toEqual(['x', 'again x']);
    expect(fleet).toEqual(['y']);
  });

  it('reconnects with backoff, subscribes again, and tells subscribers once the server confirms', () => {
    const live = client();
    const reconnected: string[] = [];
    live.subscribe(SEATS, {
      onMessage: () => undefined,
      onReconnect: () => reconnected.push('seats'),
    });
    live.subscribe('fleet', {
      onMessage: () => undefined,
      onReconnect: () => reconnected.push('fleet'),
    });
    last().open();
    last().answer({ v: 1, type: 'subscribed', channel: SEATS });
    // Confirmed: the subscriber refetches what changed before it was listening.
    expect(reconnected).toEqual(['seats']);
    reconnected.length = 0;

    last().drop();
    expect(live.state()).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // the server is still away: the next wait doubles
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(last().sent).toEqual([
      { v: 1, type: 'subscribe', channel: SEATS },
      { v: 1, type: 'subscribe', channel: 'fleet' },
    ]);
    expect(reconnected).toEqual([]);
    last().answer({ v: 1, type: 'subscribed', channel: 'fleet' });
    last().answer({ v: 1, type: 'subscribed', channel: SEATS });
    last().answer({ v: 1, type: 'subscribed', channel: SEATS });
    expect(reconnected).toEqual(['fleet', 'seats']);
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'live']);

    // A good connection starts the backoff again from 0.5 s.
    last().drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('unsubscribes when the last subscriber of a channel leaves, and closes when nothing is followed', () => {
    const live = client();
    const stopA = live.subscribe(SEATS, { onMessage: () => undefined });
    const stopB = live.subscribe(SEATS, { onMessage: () => undefined });
    last().open();
    stopA();
    expect(last().sent).toHaveLength(1);
    stopB();
    stopB();
    expect(last().sent).toEqual([
      { v: 1, type: 'subscribe', channel: SEATS },
      { v: 1, type: 'unsubscribe', channel: SEATS },
    ]);
    vi.advanceTimersByTime(4999);
    expect(last().closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(last().closedWith).toBe(1000);
    expect(live.state()).toBe('idle');

    // A new subscription opens a fresh connection; its confirmation is told once.
    const reconnected = vi.fn();
    live.subscribe('fleet', { onMessage: () => undefined, onReconnect: reconnected });
    expect(sockets).toHaveLength(2);
    last().open();
    last().answer({ v: 1, type: 'subscribed', channel: 'fleet' });
    last().answer({ v: 1, type: 'subscribed', channel: 'fleet' });
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once nothing is followed', () => {
    const live = client();
    const stop = live.subscribe('fleet', { onMessage: () => undefined });
    last().drop();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.state()).toBe('idle');
  });

  it('passes a refused subscription to its subscribers', () => {
    const live = client();
    const onError = vi.fn();
    live.subscribe(SEATS, { onMessage: () => undefined, onError });
    last().open();
    last().answer({
      v: 1,
      type: 'error',
      code: 'resource-exhausted',
      message: 'too many',
      channel: SEATS,
    });
    last().answer({ v: 1, type: 'error', code: 'invalid-argument', message: 'not JSON' });
    expect(onError.mock.calls).toEqual([['resource-exhausted', 'too many']]);
  });

  it('waits long after the server refuses the connection, and tells subscribers why', () => {
    const live = client();
    const onError = vi.fn();
    live.subscribe('fleet', { onMessage: () => undefined, onError });
    const reason = 'Too many live connections from your address (20 at most)';
    for (const [wait, code] of [
      [15_000, 1013],
      [30_000, 1013],
      [60_000, 1008],
    ] as const) {
      last().open();
      last().drop(code, reason);
      expect(live.state()).toBe('reconnecting');
      const before = sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
    }
    expect(onError.mock.calls).toHaveLength(3);
    expect(onError).toHaveBeenLastCalledWith('resource-exhausted', reason);
    // Once a subscription is confirmed, a refusal starts again from 15 s; a drop stays quick.
    last().open();
    last().answer({ v: 1, type: 'subscribed', channel: 'fleet' });
    last().drop();
    vi.advanceTimersByTime(500);
    last().open();
    last().drop(1013, reason);
    const before = sockets.length;
    vi.advanceTimersByTime(15_000);
    expect(sockets).toHaveLength(before + 1);
  });

  it('drops a connection that stops answering pings, and reconnects', () => {
    const live = client();
    live.subscribe('fleet', { onMessage: () => undefined });
    last().open();
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ v: 1, type: 'ping' });
    last().answer({ v: 1, type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(last().closedWith).toBeUndefined();
    vi.advanceTimersByTime(25_000);
    expect(last().closedWith).toBe(4000);
    expect(live.state()).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });
});
