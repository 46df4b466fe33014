/**
 * Test helpers for /api/live: a listening test app with the live channel, and a `ws` client that
 * records what the server sends.
 */
import { once } from 'node:events';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '#shared/live/live.ts';
import { LIVE_PATH } from '#shared/live/live.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { registerLive } from './live.http.ts';
import { eventually } from './realtime.testing.ts';

export interface LiveTestApp extends TestApp {
  /** ws://127.0.0.1:PORT/api/live */
  url: string;
  /** The origin of the listening app, which the live channel trusts. */
  origin: string;
}

/** A test app listening on a free port, with the live channel (registered here until buildApp does). */
export async function startLiveApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<LiveTestApp> {
  let live: Promise<unknown> | undefined;
  const t = await createTestApp({
    ...overrides,
    register(app) {
      overrides.register?.(app);
      if (!app.hasRoute({ method: 'GET', url: LIVE_PATH }))
        live = registerLive(app, { hub: app.deps.hub, env: app.deps.env });
    },
  });
  await live;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const origin = `http://127.0.0.1:${address.port}`;
  return { ...t, origin, url: `ws://127.0.0.1:${address.port}${LIVE_PATH}` };
}

export interface LiveTestClient {
  socket: WebSocket;
  /** Everything the server sent, parsed, in order. */
  received: ServerMessage[];
  send(message: unknown): void;
  /** The first message from `from` on (an index into received) that matches. */
  next(match: (m: ServerMessage) => boolean, from?: number): Promise<ServerMessage>;
  close(): Promise<void>;
}

export async function openLiveClient(url: string, origin?: string): Promise<LiveTestClient> {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const received: ServerMessage[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  await once(socket, 'open');
  return {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match, from = 0) => eventually(() => received.slice(from).find(match), 5000),
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      const closed = once(socket, 'close');
      socket.close();
      await closed;
    },
  };
}

/** Waits until the server has answered a ping sent now: everything sent before it was handled. */
export async function roundTrip(client: LiveTestClient): Promise<void> {
  const from = client.received.length;
  client.send({ v: 1, type: 'ping' });
  await client.next((m) => m.type === 'pong', from);
}

/**
 * Two app instances on one PGlite database and one Redis, started before the suite's tests and
 * closed after them: what a message published on `b` must cross to reach a socket on `a`.
 */
export function twoInstancesOnRedis(redisUrl: string | undefined) {
  const pair = {} as { a: LiveTestApp; b: LiveTestApp };
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    pair.a = await startLiveApp({ database, env: { REDIS_URL: redisUrl ?? '' } });
    pair.b = await startLiveApp({ database, env: { REDIS_URL: redisUrl ?? '' } });
  });
  afterAll(async () => {
    await pair.a?.app.close();
    await pair.b?.app.close();
    await database?.close();
  });
  return pair;
}
