/**
 * Live fan-out on one instance: 1,000 buses sending a fix a second, 10,000 WebSocket subscribers
 * (ten on each bus's `trip:<id>` channel, in a child process). Measured: Busway's whole path —
 * fixes posted in batches of 100 as a feed or the simulator sends them, the live state, the tick
 * publisher, the hub, the live sockets. Baseline, in the same run and to the same clients: a bare
 * `ws` server sending frames of the same size, all 10,000 each second. Targets (issue 19): delivery
 * rate at least 70 % of the bare rate, p99 send-to-receive at most 2× the bare p99 and at most
 * 100 ms, no frame lost. Send time is the frame's own `at` (Busway renders it as it publishes).
 * BENCH_SECONDS sets the measured seconds (10); FANOUT_BUSES the buses (1,000).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { openTestDatabase } from '#db/database.testing.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { createTestApp } from '#server/testing/app.testing.ts';
import { SECONDS } from './lib/http-load.ts';

const BUSES = Number(process.env.FANOUT_BUSES ?? 1000);
const PER_BUS = 10;
const CLIENTS = fileURLToPath(new URL('./lib/fanout-clients.ts', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stats {
  received: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rssMb: number;
}

async function startClients(mode: 'busway' | 'bare', url: string, channels: string[]) {
  const child: ChildProcess = fork(CLIENTS, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = async <T>(kind: string): Promise<T> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [{ kind: string }];
      if (message.kind === kind) return message as T;
    }
  };
  child.send({ mode, url, channels });
  await next('ready');
  return {
    start: (since: number) => child.send({ cmd: 'start', since }),
    async stop(): Promise<Stats> {
      child.send({ cmd: 'stop' });
      return next<Stats>('stats');
    },
    exit: () => child.send({ cmd: 'exit' }),
  };
}

const channelsOf = (names: string[]) => names.flatMap((n) => Array(PER_BUS).fill(n) as string[]);

/** Busway: the real app, its fixes posted as an admin, its frames counted as the hub sends them. */
async function busway() {
  const hub = createInProcessHub();
  let counting = false;
  let sent = 0;
  let frameBytes = 0;
  const publish = hub.publish.bind(hub);
  hub.publish = async (channel, message) => {
    if (counting && channel.startsWith('trip:')) {
      sent += PER_BUS;
      frameBytes ||= JSON.stringify(message).length + 60;
    }
    return publish(channel, message);
  };
  const database = await openTestDatabase('pglite');
  const t = await createTestApp({
    database,
    hub,
    // One admin posts the whole fleet: ten requests a second, past a phone's request budget;
    // every subscriber comes from 127.0.0.1: the cap per address would close all but 20.
    env: {
      POSITION_REQUESTS_PER_ACCOUNT_PER_MINUTE: '100000',
      LIVE_SOCKETS_PER_ADDRESS: String(BUSES * PER_BUS),
    },
    register: (app) => {
      app.resolveUser = async () => ({
        id: 'bench',
        email: 'b@example.com',
        name: 'B',
        role: 'admin',
      });
    },
  });
  const start = Date.now();
  const trips: string[] = [];
  for (let i = 0; i < BUSES; i++)
    trips.push(
      (
        await aTrip(database.db, {
          departs: new Date(start - 600_000),
          serviceDate: new Date(start).toISOString().slice(0, 10),
          stretchMinutes: 240,
        })
      ).id,
    );
  const url = await t.app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  const clients = await startClients(
    'busway',
    `${url.replace('http', 'ws')}/api/live`,
    channelsOf(trips.map((id) => `trip:${id}`)),
  );

  const post = (second: number) =>
    Promise.all(
      Array.from({ length: Math.ceil(BUSES / 100) }, (_, k) =>
        t.app.inject({
          method: 'POST',
          url: '/api/positions',
          payload: {
            fixes: trips.slice(k * 100, k * 100 + 100).map((tripId) => ({
              tripId,
              lat: 48 + second * 0.0001,
              lng: 11.5,
              recordedAt: new Date().toISOString(),
            })),
          },
        }),
      ),
    );
  await post(0);
  await sleep(1500);
  const since = Date.now();
  clients.start(since);
  counting = true;
  for (let s = 1; s <= SECONDS; s++) {
    const tick = Date.now();
    const answers = await post(s);
    if (answers.some((a) => a.statusCode !== 200))
      throw new Error(answers.find((a) => a.statusCode !== 200)!.body);
    await sleep(Math.max(0, 1000 - (Date.now() - tick)));
  }
  await sleep(1200);
  counting = false;
  await sleep(800);
  const stats = await clients.stop();
  clients.exit();
  await t.close();
  return { stats, sent, seconds: (Date.now() - since) / 1000, frameBytes };
}

/** The baseline: ws alone, frames of Busway's size with their send time, 10 per channel. */
async function bare(frameBytes: number) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', backlog: 4096 });
  await once(server, 'listening');
  const byChannel = new Map<string, WebSocket[]>();
  server.on('connection', (socket, request) => {
    const ch = new URL(request.url ?? '/', 'http://x').searchParams.get('ch') ?? '';
    byChannel.set(ch, [...(byChannel.get(ch) ?? []), socket]);
  });
  const { port } = server.address() as { port: number };
  const names = Array.from({ length: BUSES }, (_, i) => String(i));
  const clients = await startClients('bare', `ws://127.0.0.1:${port}/`, channelsOf(names));
  const pad = 'x'.repeat(Math.max(0, frameBytes - 30));
  let sent = 0;
  const since = Date.now();
  clients.start(since);
  for (let s = 1; s <= SECONDS; s++) {
    const tick = Date.now();
    for (const sockets of byChannel.values()) {
      const frame = JSON.stringify({ at: Date.now(), pad });
      for (const socket of sockets) socket.send(frame);
      sent += sockets.length;
    }
    await sleep(Math.max(0, 1000 - (Date.now() - tick)));
  }
  await sleep(2000);
  const stats = await clients.stop();
  clients.exit();
  server.close();
  return { stats, sent, seconds: (Date.now() - since) / 1000 };
}

const ours = await busway();
const base = await bare(ours.frameBytes);
/** Frames delivered per second of load. */
const rate = (r: { stats: Stats }) => r.stats.received / SECONDS;
const lost = (r: { stats: Stats; sent: number }) => r.sent - r.stats.received;
const share = (100 * rate(ours)) / rate(base);
const met = share >= 70 && ours.stats.p99 <= Math.min(100, 2 * base.stats.p99) && lost(ours) === 0;
const int = (n: number) => Math.round(n).toLocaleString('en-GB');
console.log(
  `| Live fan-out, ${int(BUSES)} buses at 1 Hz to ${int(BUSES * PER_BUS)} WebSocket subscribers (${ours.frameBytes} B frames), one instance ` +
    `| bare \`ws\` broadcast: ${int(rate(base))} frames/s, p50 ${base.stats.p50} / p95 ${base.stats.p95} / p99 ${base.stats.p99} ms, ${lost(base)} lost ` +
    `| **${int(rate(ours))} frames/s** (${share.toFixed(0)} %), p50 ${ours.stats.p50} / p95 ${ours.stats.p95} / p99 ${ours.stats.p99} ms, ${lost(ours)} lost${met ? ' — targets met' : ' — TARGET MISSED'} ` +
    `| server ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB RSS; clients ${ours.stats.rssMb} MB |`,
);
