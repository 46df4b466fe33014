/**
 * Live soak (issue 23): the live channel under hostile load with the Redis hub, memory watched.
 * The app runs in a child process of its own (bench/lib/soak-app.ts: production settings,
 * REDIS_URL, PGlite on disk or PostgreSQL with BENCH_DATABASE_URL, a 512 MB heap); this process
 * drives it over loopback (bench/lib/soak-load.ts): one socket from 127.0.0.2 churning
 * subscribe/unsubscribe of random `route:<uuid>` channels as fast as it can, and 1,000 sockets
 * from 127.0.0.1 each asking for 50 channels.
 * The app's RSS and heap (after a full GC) are sampled through the run; the baseline is the same
 * app at rest before the load. Flat: between the middle and the end of the run (medians of the
 * tenth of samples before each), the heap grows by less than 10 MB and RSS by less than 40 MB;
 * otherwise, or if the app dies, the bench fails.
 * BENCH_LIVE_SOAK_SECONDS sets the load's seconds (90); BENCH_REDIS_URL the Redis (loopback:6379).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { startLoad, type LoadStats } from './lib/soak-load.ts';

const SECONDS = Number(process.env.BENCH_LIVE_SOAK_SECONDS ?? 90);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEAP_MB = 512;
const CROWD = 1000;
const CHANNELS_EACH = 50;
const FLAT = { heap: 10, rss: 40 };
const SAMPLE_MS = Math.max(2000, (SECONDS * 1000) / 200);
const APP = fileURLToPath(new URL('./lib/soak-app.ts', import.meta.url));
const MB = 2 ** 20;
const int = (n: number) => Math.round(n).toLocaleString('en-GB');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sample {
  at: number;
  rss: number;
  heap: number;
}

const name =
  `Live soak with Redis, ${int(SECONDS)} s: one socket churning subscriptions + ` +
  `${int(CROWD)} sockets × ${CHANNELS_EACH} channels from 127.0.0.1`;

// Refuse to run blind: the defect lives in the Redis hub.
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();
if (!reachable) {
  console.log(`| ${name} | — | not run: no Redis at ${REDIS_URL} (set BENCH_REDIS_URL) | — |`);
  process.exit(1);
}

const app = fork(APP, [], {
  execArgv: ['--import', 'tsx', '--expose-gc', `--max-old-space-size=${HEAP_MB}`],
  env: {
    ...process.env,
    SOAK_REDIS_URL: REDIS_URL,
    SOAK_DATABASE_KIND: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
let died: string | undefined;
const exited = once(app, 'exit').then(([code, signal]) => {
  died ??= `app exited (${String(signal ?? `code ${code}`)})`;
});
const next = async <T>(kind: string): Promise<T> => {
  for (;;) {
    const [message] = (await once(app, 'message')) as [{ kind: string }];
    if (message.kind === kind) return message as T;
  }
};
const { url } = await next<{ url: string }>('ready');

async function sample(): Promise<Sample | undefined> {
  if (died) return undefined;
  app.send({ cmd: 'memory' });
  const answer = await Promise.race([
    next<{ rss: number; heapUsed: number }>('memory'),
    exited.then(() => undefined),
  ]);
  return answer && { at: Date.now(), rss: answer.rss / MB, heap: answer.heapUsed / MB };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

// Baseline: the app at rest, after its start-up work has settled.
await sleep(5000);
const rest: Sample[] = [];
for (let i = 0; i < 3; i++) {
  const s = await sample();
  if (s) rest.push(s);
  await sleep(1000);
}
const baseline = { rss: median(rest.map((s) => s.rss)), heap: median(rest.map((s) => s.heap)) };

const load = startLoad(url.replace('http', 'ws') + '/api/live', CROWD, CHANNELS_EACH);
const started = Date.now();
const samples: Sample[] = [];
while (!died && Date.now() - started < SECONDS * 1000) {
  await sleep(SAMPLE_MS);
  const s = await sample();
  if (s) samples.push(s);
}
const loadSeconds = (Date.now() - started) / 1000;
const stats: LoadStats = structuredClone(load.stats);
load.stop();

/** Growth between the tenth of samples before the middle of the run and the last tenth. */
function growth(metric: 'rss' | 'heap'): number {
  const tenth = Math.max(1, Math.round(samples.length / 10));
  const middle = samples.length >> 1;
  const at = (from: number) => median(samples.slice(from, from + tenth).map((s) => s[metric]));
  return at(samples.length - tenth) - at(Math.max(0, middle - tenth));
}
const grown = { rss: growth('rss'), heap: growth('heap') };
const peak = {
  rss: Math.max(...samples.map((s) => s.rss)),
  heap: Math.max(...samples.map((s) => s.heap)),
};
const flat = !died && samples.length >= 4 && grown.heap < FLAT.heap && grown.rss < FLAT.rss;

const closes = Object.entries(stats.closed)
  .map(([code, n]) => `${int(n)} × ${code}`)
  .join(', ');
const refusals = Object.entries(stats.refused)
  .map(([code, n]) => `${int(n)} ${code}`)
  .join(', ');
const verdict = died
  ? `**APP DIED** after ${int(loadSeconds)} s (${died}), last ${int(samples.at(-1)?.rss ?? 0)} MB RSS / ${int(samples.at(-1)?.heap ?? 0)} MB heap`
  : `**${flat ? 'flat' : 'NOT FLAT'}**: over the second half heap ${grown.heap >= 0 ? '+' : ''}${grown.heap.toFixed(1)} MB, RSS ${grown.rss >= 0 ? '+' : ''}${grown.rss.toFixed(1)} MB (flat: < ${FLAT.heap} / < ${FLAT.rss} MB)`;
console.log(
  `| ${name} | app at rest: ${int(baseline.rss)} MB RSS / ${int(baseline.heap)} MB heap ` +
    `| ${verdict}; churner wrote ${int(stats.churned / loadSeconds)} changes/s over ` +
    `${int(stats.churns)} connections; ` +
    `${int(stats.subscribed)} subscribed; refused: ${refusals || 'none'}; ` +
    `closed by the server: ${closes || 'none'}; at the end ${int(stats.holding)} of ${int(CROWD)} ` +
    `crowd sockets held ${int(stats.channels)} channels ` +
    `| app ${int(peak.rss)} MB / ${int(peak.heap)} MB (heap after GC; ${HEAP_MB} MB heap limit) |`,
);

if (!died) {
  app.send({ cmd: 'exit' });
  await Promise.race([exited, sleep(10_000)]);
}
if (app.exitCode === null) app.kill('SIGKILL');
process.exit(flat ? 0 : 1);
