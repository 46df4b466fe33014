/**
 * Realtime pub/sub between instances through Redis. Every instance publishes to and subscribes on
 * the same Redis, so a message published on one reaches the listeners of all (its own included,
 * by the same round trip — never twice). One connection publishes; a second, in subscriber mode,
 * holds one SUBSCRIBE per channel that has local listeners, however many they are.
 *
 * Subscription changes cost bounded memory however long a caller churns: the hub keeps, per
 * channel, whether it wants a Redis subscription (it has listeners) and whether its last command
 * asked for one, and sends a command only when the two differ, once per turn of the event loop —
 * a subscribe undone in the same turn sends nothing. `settled()` waits only for the commands in
 * flight when it is called (Redis answers a connection's commands in order), each forgotten once
 * answered; nothing is chained.
 *
 * While Redis is away ioredis reconnects by itself and re-subscribes the channels it had; publish
 * fails after a few attempts (a stale bus position is not worth queuing), subscription changes wait
 * for the connection, and ping() rejects at once, so /api/health answers quickly.
 */
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Listener, RealtimeHub } from './hub.ts';

export type HubLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RedisHubOptions {
  /** Where connection failures, recoveries and dropped messages go (the app's pino logger). */
  log: HubLog;
  /** Put before every channel name in Redis, so deployments or test runs can share one Redis. */
  prefix?: string;
  /** How long ping(), publish() and quitting may wait for Redis, in milliseconds. */
  timeoutMs?: number;
  /** The two connections show in CLIENT LIST as NAME:pub and NAME:sub. */
  connectionName?: string;
}

interface Connection {
  redis: Redis;
  /** The error that ended the last good connection, until it is ready again. */
  failure: Error | undefined;
}

export function createRedisHub(url: string, options: RedisHubOptions): RealtimeHub {
  const { log, prefix = 'busway:', timeoutMs = 1000, connectionName = 'busway' } = options;
  const publisher = connect(url, 'publisher', log, {
    connectionName: `${connectionName}:pub`,
    maxRetriesPerRequest: 2,
    commandTimeout: timeoutMs,
  });
  // No retry limit: a SUBSCRIBE issued during an outage is sent once Redis is back.
  const subscriber = connect(url, 'subscriber', log, {
    connectionName: `${connectionName}:sub`,
    maxRetriesPerRequest: null,
  });
  const channels = new Map<string, Set<Listener>>();
  /** Channels whose last command to Redis was SUBSCRIBE. */
  const asked = new Set<string>();
  /** Channels whose listeners came or went this turn: compared with `asked` at the turn's end. */
  const changed = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  subscriber.redis.on('message', (key: string, raw: string) => {
    if (key.startsWith(prefix)) deliver(channels.get(key.slice(prefix.length)), key, raw, log);
  });

  function change(channel: string) {
    if (closed) return;
    if (changed.size === 0) queueMicrotask(flush);
    changed.add(channel);
  }

  /** Sends a command for each changed channel whose wish differs from what Redis was last asked. */
  function flush() {
    for (const channel of changed) {
      const wanted = channels.has(channel);
      if (closed || wanted === asked.has(channel)) continue;
      if (wanted) asked.add(channel);
      else asked.delete(channel);
      send(wanted ? 'subscribe' : 'unsubscribe', channel);
    }
    changed.clear();
  }

  function send(command: 'subscribe' | 'unsubscribe', channel: string) {
    const done: Promise<void> = subscriber.redis[command](prefix + channel).then(
      () => void inFlight.delete(done),
      (err: unknown) => {
        inFlight.delete(done);
        if (!closed) log.error({ err, channel }, `realtime: Redis ${command} failed`);
      },
    );
    inFlight.add(done);
  }

  return {
    kind: 'redis',
    async publish(channel, message) {
      if (closed) throw new Error('The realtime hub is closed.');
      const payload = JSON.stringify(message);
      if (payload === undefined) throw new TypeError('A realtime message must be a JSON value.');
      await publisher.redis.publish(prefix + channel, payload);
    },
    subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        change(channel);
      }
      listeners.add(listener);
      const own = listeners;
      return () => {
        own.delete(listener);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        change(channel);
      };
    },
    async settled() {
      flush();
      await Promise.all([...inFlight]);
    },
    async ping() {
      if (closed) throw new Error('The realtime hub is closed.');
      await Promise.all([whenReady(publisher, timeoutMs), whenReady(subscriber, timeoutMs)]);
      await publisher.redis.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      channels.clear();
      changed.clear();
      asked.clear();
      await Promise.all([quit(publisher.redis, timeoutMs), quit(subscriber.redis, timeoutMs)]);
    },
  };
}

function connect(url: string, role: string, log: HubLog, options: RedisOptions): Connection {
  const connection: Connection = { redis: new Redis(url, options), failure: undefined };
  // ioredis emits an error at every failed reconnection attempt: report an outage once.
  connection.redis.on('error', (err: Error) => {
    if (!connection.failure)
      log.error({ err }, `realtime: Redis ${role} connection failed; reconnecting`);
    connection.failure = err;
  });
  connection.redis.on('ready', () => {
    if (connection.failure) log.info(`realtime: Redis ${role} connection is back`);
    connection.failure = undefined;
  });
  return connection;
}

/** Parses and hands a message to each listener; neither bad JSON nor a failing listener throws. */
function deliver(listeners: Set<Listener> | undefined, key: string, raw: string, log: HubLog) {
  if (!listeners?.size) return;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    log.warn({ channel: key }, 'realtime: dropped a message that is not JSON');
    return;
  }
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch (err) {
      log.error({ err, channel: key }, 'realtime: a listener failed');
    }
  }
}

/** Resolves when the connection is ready; rejects at once during an outage, else after `ms`. */
async function whenReady({ redis, failure }: Connection, ms: number) {
  if (redis.status === 'ready') return;
  if (failure || redis.status === 'end' || redis.status === 'close') {
    throw new Error(`Redis is unreachable: ${failure?.message ?? 'connection closed'}`);
  }
  // Rejects on the connection's next error, too.
  await once(redis, 'ready', { signal: AbortSignal.timeout(ms) }).catch((error: unknown) => {
    const reason =
      error instanceof Error && error.name !== 'AbortError'
        ? error.message
        : `no connection within ${ms} ms`;
    throw new Error(`Redis is unreachable: ${reason}`, { cause: error });
  });
}

async function quit(redis: Redis, ms: number) {
  if (redis.status === 'ready') {
    const timer = setTimeout(() => redis.disconnect(), ms);
    await redis.quit().catch(() => undefined);
    clearTimeout(timer);
  }
  if (redis.status !== 'end') redis.disconnect();
}
