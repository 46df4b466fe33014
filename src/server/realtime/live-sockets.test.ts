/**
 * The live sockets' own timing, with fake sockets and fake timers: the heartbeat drops a socket
 * that stops answering pings, closing waits for sockets at most its grace, a reader that stopped
 * reading is dropped, a failing hub answers an error instead of throwing, and the limits of
 * issue 23: sockets per address and account, subscription changes and messages per socket.
 */
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessHub, type RealtimeHub } from './hub.ts';
import { createLiveSockets, type LiveClientInfo } from './live-sockets.ts';
import { recordingLog } from './realtime.testing.ts';

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  /** Whether the peer answers a close frame (a live browser does; a vanished one does not). */
  answersClose = true;
  closedWith: [number, string] | undefined;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  ping() {
    this.pings++;
  }
  close(code: number, reason = '') {
    this.closedWith ??= [code, reason];
    this.readyState = 2;
    if (this.answersClose) queueMicrotask(() => this.terminated(code));
  }
  terminate() {
    this.terminated(1006);
  }
  terminated(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', code);
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const accept = (live: ReturnType<typeof createLiveSockets>, client?: LiveClientInfo) => {
  const socket = new FakeSocket();
  live.accept(socket as unknown as WebSocket, client);
  return socket;
};

const route = (n: number) => `route:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const errors = (socket: FakeSocket) =>
  (socket.sent as { type: string; code?: string; message?: string }[]).filter(
    (m) => m.type === 'error',
  );

describe('live sockets', () => {
  let hub: RealtimeHub;
  beforeEach(() => {
    vi.useFakeTimers();
    hub = createInProcessHub();
  });
  afterEach(() => vi.useRealTimers());

  it('pings every heartbeat and drops a socket that missed the answer to the last ping', async () => {
    const live = createLiveSockets({ hub, log: recordingLog().log, heartbeatMs: 30_000 });
    const answering = accept(live);
    const silent = accept(live);
    answering.on('close', () => undefined);
    vi.advanceTimersByTime(30_000);
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    vi.advanceTimersByTime(30_000);
    expect(silent.readyState).toBe(3);
    expect(answering.readyState).toBe(1);
    expect(answering.pings).toBe(2);
    expect(live.stats().sockets).toBe(1);
    await live.close();
  });

  it('closes sockets with 1001 and cuts those that do not answer within the grace', async () => {
    const live = createLiveSockets({ hub, log: recordingLog().log });
    const polite = accept(live);
    const gone = accept(live);
    gone.answersClose = false;
    const codes: number[] = [];
    polite.on('close', (code: number) => codes.push(code));
    gone.on('close', (code: number) => codes.push(code));
    let done = false;
    const closing = live.close(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    expect(codes).toEqual([1001]);
    await vi.advanceTimersByTimeAsync(1);
    await closing;
    expect(codes).toEqual([1001, 1006]);
  });

  it('drops a socket whose unsent messages pile up past the bound', async () => {
    const live = createLiveSockets({ hub, log: recordingLog().log, maxBufferedBytes: 100 });
    const slow = accept(live);
    slow.receive({ v: 1, type: 'subscribe', channel: 'fleet' });
    await vi.advanceTimersByTimeAsync(0);
    await hub.publish('fleet', { n: 1 });
    slow.bufferedAmount = 101;
    await hub.publish('fleet', { n: 2 });
    expect(slow.readyState).toBe(3);
    expect(slow.sent).toEqual([
      { v: 1, type: 'subscribed', channel: 'fleet' },
      { v: 1, type: 'message', channel: 'fleet', data: { n: 1 } },
    ]);
    expect(live.stats()).toEqual({ sockets: 0, channels: [], addresses: 0, accounts: 0 });
  });

  it('answers unavailable when the hub cannot take the subscription', async () => {
    const { calls, log } = recordingLog();
    const failing: RealtimeHub = { ...hub, settled: () => Promise.reject(new Error('Redis away')) };
    const live = createLiveSockets({ hub: failing, log });
    const socket = accept(live);
    socket.receive({ v: 1, type: 'subscribe', channel: 'fleet' });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toEqual([
      expect.objectContaining({ v: 1, type: 'error', code: 'unavailable' }),
    ]);
    expect(calls.map((c) => c.level)).toEqual(['error']);
    await live.close();
  });

  it('closes at once with 1013 a socket past the cap of its address or account', async () => {
    const caps = { perAddress: 2, perAccount: 1 };
    const live = createLiveSockets({ hub, log: recordingLog().log, caps });
    const ann = accept(live, { ip: '203.0.113.9', account: 'ann' });
    const annAgain = accept(live, { ip: '198.51.100.7', account: 'ann' });
    const visitor = accept(live, { ip: '203.0.113.9' });
    const third = accept(live, { ip: '203.0.113.9' });
    third.answersClose = false;
    const own = accept(live, { ip: '203.0.113.9', own: true });
    expect(annAgain.closedWith).toEqual([1013, expect.stringContaining('account (1 at most)')]);
    expect(third.closedWith).toEqual([1013, expect.stringContaining('address (2 at most)')]);
    // One that does not answer the close is cut a second later.
    expect(third.readyState).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(third.readyState).toBe(3);
    expect([ann, visitor, own].map((s) => s.readyState)).toEqual([1, 1, 1]);
    expect(live.stats().sockets).toBe(3);
    visitor.terminate();
    expect(accept(live, { ip: '203.0.113.9' }).readyState).toBe(1);
    await live.close();
    expect(live.stats()).toMatchObject({ addresses: 0, accounts: 0 });
  });

  it('refuses subscription changes past the rate with resource-exhausted, not unsubscribes', async () => {
    const live = createLiveSockets({ hub, log: recordingLog().log });
    const socket = accept(live);
    for (let i = 0; i < 70; i++) socket.receive({ v: 1, type: 'subscribe', channel: 'fleet' });
    await vi.advanceTimersByTimeAsync(0);
    const refused = errors(socket);
    expect(refused).toHaveLength(10);
    expect(refused[0]).toMatchObject({ code: 'resource-exhausted', channel: 'fleet' });
    expect(refused[0]?.message).toContain('at most 10 times a second (60 at once)');
    socket.receive({ v: 1, type: 'unsubscribe', channel: 'fleet' });
    expect(live.stats().channels).toEqual([]);
    // A tenth of a second later one change is back.
    await vi.advanceTimersByTimeAsync(100);
    socket.receive({ v: 1, type: 'subscribe', channel: route(1) });
    socket.receive({ v: 1, type: 'subscribe', channel: route(2) });
    await vi.advanceTimersByTimeAsync(0);
    expect(live.stats().channels).toEqual([route(1)]);
    expect(socket.readyState).toBe(1);
    await live.close();
  });

  it('closes with 1008 a socket that floods messages of any kind, and reads no more of it', async () => {
    const live = createLiveSockets({ hub, log: recordingLog().log });
    const calm = accept(live);
    // Within the rate: twenty a second for a minute.
    for (let s = 0; s < 60; s++) {
      for (let i = 0; i < 20; i++) calm.receive({ v: 1, type: 'ping' });
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(calm.readyState).toBe(1);
    const socket = accept(live);
    for (let i = 0; i < 1000; i++) socket.receive({ v: 1, type: 'ping' });
    expect(socket.closedWith).toEqual([1008, expect.stringContaining('at most 20 a second')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toHaveLength(120);
    await live.close();
  });
});
