/**
 * The hostile load of the live soak (bench/live-soak.ts), from the bench's own process: one
 * socket from 127.0.0.2 churning subscribe/unsubscribe of random `route:<uuid>` channels as fast
 * as it can write (reconnecting as soon as the server closes it), and a crowd of sockets from
 * 127.0.0.1 each asking for 50 channels (a refused one tries again 25–35 s later, as a stubborn
 * script would). Two loopback addresses, so the crowd, capped per address, never locks the churner out.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';

export interface LoadStats {
  /** Subscribe and unsubscribe messages the churner wrote. */
  churned: number;
  subscribed: number;
  /** Refusals (error messages) by code. */
  refused: Record<string, number>;
  /** Sockets closed by the server, by close code. */
  closed: Record<string, number>;
  /** Connections the churner opened. */
  churns: number;
  /** Crowd sockets open now with at least one channel, and the channels they hold. */
  holding: number;
  channels: number;
}

const route = () => `route:${randomUUID()}`;
const frame = (type: 'subscribe' | 'unsubscribe', channel: string) =>
  JSON.stringify({ v: 1, type, channel });

export function startLoad(url: string, crowd: number, channelsEach: number) {
  const stats: LoadStats = {
    churned: 0,
    subscribed: 0,
    refused: {},
    closed: {},
    churns: 0,
    holding: 0,
    channels: 0,
  };
  const sockets = new Set<WebSocket>();
  const timers = new Set<NodeJS.Timeout>();
  let running = true;

  function later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (running) fn();
    }, ms);
    timers.add(timer);
  }

  function open(
    from: string,
    onOpen: (socket: WebSocket) => void,
    onClose: (code: number) => void,
  ) {
    const socket = new WebSocket(url, { localAddress: from });
    sockets.add(socket);
    socket.on('open', () => onOpen(socket));
    socket.on('error', () => undefined); // a close follows
    socket.on('close', (code) => {
      sockets.delete(socket);
      stats.closed[code] = (stats.closed[code] ?? 0) + 1;
      onClose(code);
    });
    return socket;
  }

  function count(raw: unknown): 'subscribed' | 'other' {
    const message = JSON.parse(String(raw)) as { type: string; code?: string };
    if (message.type === 'error')
      stats.refused[message.code ?? '?'] = (stats.refused[message.code ?? '?'] ?? 0) + 1;
    if (message.type !== 'subscribed') return 'other';
    stats.subscribed++;
    return 'subscribed';
  }

  function churner() {
    const socket = open(
      '127.0.0.2',
      () => pump(),
      () => later(churner, 0),
    );
    stats.churns++;
    socket.on('message', count);
    function pump() {
      if (!running || socket.readyState !== WebSocket.OPEN) return;
      // A socket often writes at once (bufferedAmount stays 0): yield every 100 pairs.
      for (let i = 0; i < 100 && socket.bufferedAmount < 64 * 1024; i++) {
        const channel = route();
        socket.send(frame('subscribe', channel));
        socket.send(frame('unsubscribe', channel));
        stats.churned += 2;
      }
      setImmediate(pump);
    }
  }

  function member() {
    let held = 0;
    const socket = open(
      '127.0.0.1',
      (s) => {
        for (let i = 0; i < channelsEach; i++) s.send(frame('subscribe', route()));
      },
      () => {
        if (held > 0) stats.holding--;
        stats.channels -= held;
        later(member, 25_000 + Math.random() * 10_000);
      },
    );
    socket.on('message', (raw) => {
      if (count(raw) !== 'subscribed') return;
      if (held++ === 0) stats.holding++;
      stats.channels++;
    });
  }

  for (let i = 0; i < crowd; i++) later(member, (i / crowd) * 2000);
  later(churner, 2500);

  return {
    stats,
    stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.terminate();
    },
  };
}
