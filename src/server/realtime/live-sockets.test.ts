/**
 * The live sockets' own timing, with fake sockets and fake timers: the heartbeat drops a socket
 * that stops answering pings, closing waits for sockets at most its grace, a reader that stopped
 * reading is dropped, and a failing hub answers an error instead of throwing.
 */
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessHub, type RealtimeHub } from './hub.ts';
import { createLiveSockets } from './live-sockets.ts';
import { recordingLog } from './realtime.testing.ts';

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  /** Whether the peer answers a close frame (a live browser does; a vanished one does not). */
  answersClose = true;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  ping() {
    this.pings++;
  }
  close(code: number) {
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

const accept = (live: ReturnType<typeof createLiveSockets>) => {
  const socket = new FakeSocket();
  live.accept(socket as unknown as WebSocket);
  return socket;
};

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
    expect(live.stats()).toEqual({ sockets: 0, channels: [] });
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
});
