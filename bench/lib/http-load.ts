/**
 * Shared by the HTTP benchmarks: a bare Fastify baseline, the real app as production runs it
 * (NODE_ENV=production, LOG_LEVEL's default, logs written, here to /dev/null), a throw-away
 * database of either kind, and an autocannon run whose load comes from a worker thread so it does
 * not queue behind the server on the event loop.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '#db/client.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/config/env.ts';
import { batchedLogStream } from '#server/plugins/logging/log-stream.ts';

export const CONNECTIONS = 50;
/** Seconds per measured route; BENCH_SECONDS shortens a run while working on a benchmark. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const kinds: DatabaseKind[] = process.env.BENCH_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
export const kindName = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors and timeouts. */
  failures: number;
}

/** A browser's request headers that change what a server sends. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function load(
  url: string,
  seconds = SECONDS,
  headers: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A route measured in turns with its baseline (loadInTurns). */
export interface TurnsLoad {
  baseline: Load;
  measured: Load;
  /** measured ÷ baseline of each round, in per cent, in the order run. */
  shares: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The round whose rate is the median one: its latencies go with the median rate. */
const medianLoad = (loads: Load[]): Load => {
  const rate = median(loads.map((l) => l.rps));
  return loads.reduce((a, b) => (Math.abs(b.rps - rate) < Math.abs(a.rps - rate) ? b : a));
};

/**
 * `url` and its baseline loaded in turns, `rounds` rounds of a baseline slice then a measured
 * slice of `seconds / rounds` each, so that the load of a shared machine, which drifts from one
 * second to the next, weighs on both alike; one long run of each let the baseline swing from
 * 15,000 to 45,000 req/s between runs a minute apart. The share is the median round's.
 */
export async function loadInTurns(
  baselineUrl: string,
  url: string,
  seconds = SECONDS,
  rounds = 5,
  headers: Record<string, string> = {},
): Promise<TurnsLoad> {
  const slice = Math.max(1, Math.round(seconds / rounds));
  const baselines: Load[] = [];
  const measured: Load[] = [];
  for (let i = 0; i < rounds; i++) {
    baselines.push(await load(baselineUrl, slice));
    measured.push(await load(url, slice, headers));
  }
  const shares = measured.map((m, i) => (100 * m.rps) / baselines[i]!.rps);
  const failures = measured.reduce((sum, m) => sum + m.failures, 0);
  return {
    baseline: medianLoad(baselines),
    measured: { ...medianLoad(measured), failures },
    shares,
  };
}

/** "53.1 % (median of 47.2–61.0)": the share of each round, in a cell. */
export function turnsCell({ measured, shares }: TurnsLoad): string {
  const failed = measured.failures > 0 ? `, ${int(measured.failures)} failed` : '';
  const low = Math.min(...shares).toFixed(1);
  const high = Math.max(...shares).toFixed(1);
  return (
    `**${median(shares).toFixed(1)} %** (rounds ${low}–${high} %), ${int(measured.rps)} req/s, ` +
    `p50 ${measured.p50} / p99 ${measured.p99} ms${failed}`
  );
}

/** Listens on a free port of 127.0.0.1 and answers with the address. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The baseline: Fastify with one JSON route and nothing else, logs off. */
export async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/json', async () => ({ hello: 'world' }));
  const url = await listen(app);
  return { url: `${url}/json`, close: () => app.close() };
}

/**
 * A database as a server would open it: PGlite on disk in a new DATA_DIR, migrated; PostgreSQL a
 * new database on BENCH_DATABASE_URL's server, dropped on close.
 */
export async function openBenchDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'postgres')
    return openTestDatabase('postgres', { TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL });
  const dataDir = await mkdtemp(join(tmpdir(), 'busway-bench-'));
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SECRET = 'busway-bench-secret-0123456789abcdefghijklmnop';

/**
 * The real app over `database`, listening; logs at the production level, written to /dev/null.
 * `env` adds variables (REDIS_URL, say).
 */
export async function startApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  // The app's own log stream (as on stdout in production), written to /dev/null.
  const logStream = batchedLogStream(createWriteStream('/dev/null'));
  const dataDir = await mkdtemp(join(tmpdir(), 'busway-bench-app-'));
  const loaded = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    BETTER_AUTH_SECRET: SECRET,
    ...env,
  });
  const app = await buildApp({
    env: loaded,
    database,
    authSecret: SECRET,
    logger: { level: loaded.LOG_LEVEL, stream: logStream },
  });
  const url = await listen(app);
  return {
    url,
    logLevel: loaded.LOG_LEVEL,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const int = (n: number) => Math.round(n).toLocaleString('en-GB');

/** "1,370 req/s (3.3 %), p50 35 / p99 80 ms". */
export function describe(measured: Load, baseline?: Load): string {
  const share = baseline ? ` (${((100 * measured.rps) / baseline.rps).toFixed(1)} %)` : '';
  const failed = measured.failures > 0 ? `, ${int(measured.failures)} failed` : '';
  return `**${int(measured.rps)} req/s**${share}, p50 ${measured.p50} / p99 ${measured.p99} ms${failed}`;
}

export const baselineCell = (baseline: Load) =>
  `bare Fastify ${int(baseline.rps)} req/s, p99 ${baseline.p99} ms`;

export function memoryCell(): string {
  const { rss, heapUsed } = process.memoryUsage();
  return `${int(rss / 2 ** 20)} MB / ${int(heapUsed / 2 ** 20)} MB`;
}
