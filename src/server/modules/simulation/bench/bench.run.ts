/**
 * One load-bench run: M WebSocket clients that this server opens to its own `/api/live`, each
 * subscribed to one private `route:<random id>` channel, and N simulated buses published there
 * on the realtime hub once a second, all in one positions message as tracking batches them. What
 * reaches the clients is counted per second: bus updates, latency from publishing to receiving,
 * errors. The channel names no route, so no screen but the bench ever shows these buses.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { LIVE_VERSION, routeChannel, type ServerMessage } from '#shared/live/live.ts';
import type { BenchStart, BenchStatus } from '#shared/simulation/bench.ts';
import type { BusPosition, PositionsMessage } from '#shared/tracking/tracking.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { ownLiveClientHeaders } from '#server/realtime/live.http.ts';
import { percentiles, SecondBucket } from './bench-stats.ts';

export interface BenchDeps {
  hub: Pick<RealtimeHub, 'publish'>;
  /** ws://host:port/api/live of this server; undefined while it does not listen. */
  liveUrl: () => string | undefined;
  /** The wall clock, epoch milliseconds (sender and receivers share it: one process). */
  now: () => number;
}

export type BenchEnd = NonNullable<BenchStatus['ended']>;

/** How long the clients may take to connect and subscribe. */
const CONNECT_MS = 15_000;
/** After the last publish, how long late messages are still waited for. */
const GRACE_MS = 1000;
const KEPT_ERRORS = 20;
/** Latencies kept for the run's percentiles: a uniform sample of them all beyond this. */
const KEPT_LATENCIES = 20_000;

export function createBenchRun(deps: BenchDeps, settings: BenchStart, onEnd: () => void) {
  const channel = routeChannel(randomUUID());
  const sockets: WebSocket[] = [];
  const seconds: SecondBucket[] = [];
  const latencies: number[] = [];
  const errors: string[] = [];
  const totals = { published: 0, expected: 0, delivered: 0, errors: 0 };
  const buses = Array.from({ length: settings.buses }, (_, i) => ({ tripId: randomUUID(), i }));
  let connected = 0;
  let seen = 0;
  let startedMs = deps.now();
  let endedMs: number | undefined;
  let ended: BenchEnd | undefined;
  let timer: NodeJS.Timeout | undefined;

  const bucket = () => {
    const second = Math.max(0, Math.floor((deps.now() - startedMs) / 1000));
    return (seconds[second] ??= new SecondBucket());
  };

  function failure(words: string) {
    totals.errors++;
    bucket().errors++;
    errors.unshift(words);
    errors.length = Math.min(errors.length, KEPT_ERRORS);
  }

  function received(raw: unknown) {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
    } catch {
      return failure('A subscriber received a frame that is not JSON.');
    }
    if (message.type === 'error') return failure(`The live channel refused: ${message.message}`);
    if (message.type !== 'message') return;
    const data = message.data as PositionsMessage;
    const sentMs = Date.parse(data.buses?.[0]?.recordedAt ?? '');
    // The state a new subscriber gets at once (no buses on a fresh channel) is not a delivery.
    if (Number.isNaN(sentMs)) return;
    const latency = deps.now() - sentMs;
    const b = bucket();
    b.updates += data.buses.length;
    b.latencies.push(latency);
    // Reservoir sampling: every latency has the same chance to be kept.
    seen++;
    if (latencies.length < KEPT_LATENCIES) latencies.push(latency);
    else if (Math.random() * seen < KEPT_LATENCIES)
      latencies[Math.floor(Math.random() * KEPT_LATENCIES)] = latency;
    totals.delivered += data.buses.length;
  }

  function connect(url: string): Promise<void> {
    return new Promise((resolve) => {
      // Not counted against the sockets one address may open (LIVE_SOCKETS_PER_ADDRESS).
      const socket = new WebSocket(url, { headers: ownLiveClientHeaders() });
      sockets.push(socket);
      let subscribed = false;
      socket.on('open', () =>
        socket.send(JSON.stringify({ v: LIVE_VERSION, type: 'subscribe', channel })),
      );
      socket.on('message', (raw) => {
        if (!subscribed && String(raw).includes('"subscribed"')) {
          subscribed = true;
          connected++;
          return resolve();
        }
        received(raw);
      });
      socket.on('error', (error) => failure(`A subscriber’s socket failed: ${error.message}`));
      socket.on('close', (code) => {
        if (ended) return resolve();
        if (subscribed) connected--;
        failure(`A subscriber’s socket was closed (code ${code}).`);
        resolve();
      });
    });
  }

  function positions(): PositionsMessage {
    const recordedAt = new Date(deps.now()).toISOString();
    const turn = (totals.published % 360) * (Math.PI / 180);
    return {
      kind: 'positions',
      buses: buses.map(({ tripId, i }): BusPosition => {
        const angle = turn + (i * 2 * Math.PI) / buses.length;
        return {
          tripId,
          routeId: channel.slice('route:'.length),
          routeName: 'Load bench',
          routeColour: '#1F6FEB',
          headsign: null,
          lat: 49 + 0.5 * Math.sin(angle),
          lng: 11 + 0.5 * Math.cos(angle),
          bearing: null,
          recordedAt,
          delaySeconds: null,
          state: 'live',
        };
      }),
    };
  }

  async function publish() {
    if (ended) return;
    // One message a second for the duration, however late a tick fires on a busy machine.
    if (totals.published >= settings.durationS) {
      clearInterval(timer);
      setTimeout(() => void end('finished'), GRACE_MS).unref();
      return;
    }
    totals.published++;
    totals.expected += buses.length * connected;
    await deps.hub.publish(channel, positions()).catch((error: unknown) => {
      failure(`Publishing failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async function end(why: BenchEnd): Promise<void> {
    if (ended) return;
    ended = why;
    endedMs = deps.now();
    clearInterval(timer);
    for (const socket of sockets) socket.terminate();
    connected = 0;
    onEnd();
  }

  return {
    /** Connects the subscribers (in parallel, bounded by CONNECT_MS), then publishes each second. */
    async start(): Promise<void> {
      const url = deps.liveUrl();
      if (!url) {
        failure('The server is not listening, so no subscriber can connect.');
        return end('failed');
      }
      const connecting = Array.from({ length: settings.subscribers }, () => connect(url));
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, CONNECT_MS).unref());
      await Promise.race([Promise.all(connecting), deadline]);
      if (ended) return;
      if (connected < settings.subscribers)
        failure(`${settings.subscribers - connected} subscribers did not connect in time.`);
      startedMs = deps.now();
      seconds.length = 0;
      timer = setInterval(() => void publish(), 1000);
      timer.unref();
      void publish();
    },
    end,
    status(): BenchStatus {
      const upTo = endedMs ?? deps.now();
      const current = Math.floor((upTo - startedMs) / 1000);
      const rows = Array.from({ length: Math.min(current, seconds.length) }, (_, second) =>
        (seconds[second] ?? new SecondBucket()).row(second),
      );
      return {
        running: !ended,
        settings,
        startedAt: new Date(startedMs).toISOString(),
        endedAt: endedMs === undefined ? null : new Date(endedMs).toISOString(),
        ended: ended ?? null,
        connected,
        seconds: rows,
        totals: { ...totals, ...percentiles(latencies) },
        errors: [...errors],
      };
    },
  };
}
export type BenchRun = ReturnType<typeof createBenchRun>;
