/**
 * `node --import tsx scripts/lighthouse.ts [clientDir]`: Lighthouse (mobile, its default simulated
 * throttling) on `/`, `/buses?…`, `/seatselection?…`, `/track?trip=…` (the live map) and
 * `/ticket?booking=…` (a paid booking's e-ticket, signed in), `/conductor` (a conductor's duties,
 * signed in) and `/conductor/check?trip=…` (the door's check screen, signed in as an admin) of a
 * built web app (`npm run build`; the
 * directory defaults to dist/client, CLIENT_DIR or the first argument names another), served by
 * the real server (production settings, precompressed assets) over the demo network in a
 * throw-away PGlite. Three runs a page; prints the median of each figure as a Markdown table, and
 * the initial JavaScript of `/` (every script its load fetched, at its gzip -9 size).
 * Targets (issue 11): performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1, initial JS of `/` < 170 KB gzip.
 * Chromium: CHROME_PATH, else /usr/bin/chromium; no network needed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '#db/client.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { buildApp, DEFAULT_CLIENT_DIR } from '#server/app.ts';
import { loadEnv } from '#server/config/env.ts';
import { conductorPage, doorCheckPage, paidTicketPage } from './lighthouse-ticket.ts';

const ZONE = 'Europe/Berlin';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SECRET = 'busway-lighthouse-secret-0123456789abcdefghijkl';
const clientDir = resolve(process.argv[2] ?? process.env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR);
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No built web app at ${clientDir}; run "npm run build" first.`);
  process.exit(2);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
}

/** One run; a run whose trace Lighthouse could not record (NO_NAVSTART on a busy machine) is retried twice. */
async function audit(url: string, port: number, cookie?: string, tries = 3): Promise<Run> {
  try {
    return await auditOnce(url, port, cookie);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`retrying ${url}: ${(error as Error).message}`);
    return audit(url, port, cookie, tries - 1);
  }
}

async function auditOnce(url: string, port: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    // A signed-in page's session (scripts/lighthouse-ticket.ts).
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORT_DIR keeps each run's report, to read its audits (layout shifts, LCP element).
  const reports = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reports) {
    const name = new URL(url).pathname.replace(/\W+/g, '-') || 'home';
    writeFileSync(join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string }[];
      }
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
  };
}

/** A script's gzip -9 size: its .gz copy from the build, else compressed here. */
function gzipSize(url: string): number {
  const file = join(clientDir, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const dataDir = await mkdtemp(join(tmpdir(), 'busway-lighthouse-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '0',
  BETTER_AUTH_SECRET: SECRET,
  OPERATOR_TIMEZONE: ZONE,
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
const app = await buildApp({
  env,
  database,
  authSecret: SECRET,
  clientDir,
  logger: { level: env.LOG_LEVEL, file: '/dev/null' },
});
try {
  await database.migrate();
  await seedDemoData(database.db, { timezone: ZONE });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const stop = async (code: string) => {
    const res = await fetch(`${origin}/api/stops?q=${code}`);
    const found = ((await res.json()) as { stops: { id: string; code: string }[] }).stops.find(
      (s) => s.code === code,
    );
    if (!found) throw new Error(`no demo stop ${code}`);
    return found.id;
  };
  const [from, to] = [await stop('MUC'), await stop('AGB')];
  const date = addDays(localDate(new Date(), ZONE), 1);
  const search = (await (
    await fetch(`${origin}/api/trips?from=${from}&to=${to}&date=${date}`)
  ).json()) as { trips: { tripId: string }[] };
  const trip = search.trips[0];
  if (!trip) throw new Error(`no demo trip MUC → AGB on ${date}`);
  const ticket = await paidTicketPage(origin, database.db, { tripId: trip.tripId, from, to });
  const conductor = await conductorPage(origin, database.db, trip.tripId);
  const door = await doorCheckPage(origin, database.db, trip.tripId);
  const cookies = new Map([
    [ticket.path, ticket.cookie],
    [conductor.path, conductor.cookie],
    [door.path, door.cookie],
  ]);
  const pages = [
    ['/', '/'],
    ['/buses?…', `/buses?from=${from}&to=${to}&date=${date}&passengers=1`],
    ['/seatselection?…', `/seatselection?trip=${trip.tripId}&from=${from}&to=${to}&passengers=1`],
    ['/track?trip=…', `/track?trip=${trip.tripId}`],
    ['/ticket?booking=…', ticket.path],
    ['/conductor', conductor.path],
    ['/conductor/check?trip=…', door.path],
  ] as const;

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| page | performance | LCP | FCP | TBT | CLS | runs (score) |');
  console.log('|---|---|---|---|---|---|---|');
  let homeScripts: string[] = [];
  // LIGHTHOUSE_PAGE=/buses measures that page alone.
  const only = process.env.LIGHTHOUSE_PAGE;
  for (const [name, path] of pages.filter(([, p]) => !only || p.split('?')[0] === only)) {
    const runs: Run[] = [];
    const cookie = cookies.get(path);
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}${path}`, chrome.port, cookie));
    if (path === '/') homeScripts = runs[0]!.scripts;
    const m = (f: (r: Run) => number) => median(runs.map(f));
    console.log(
      `| \`${name}\` | **${m((r) => r.score)}** | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${(m((r) => r.fcp) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${runs.map((r) => r.score).join(', ')} |`,
    );
  }
  const sizes = homeScripts.map((url) => [new URL(url).pathname, gzipSize(url)] as const);
  const total = sizes.reduce((n, [, size]) => n + size, 0);
  console.log(
    `\nInitial JS of \`/\` (gzip -9): **${total.toLocaleString('en-GB')} B** — ${sizes.map(([p, s]) => `${p.replace('/assets/', '')} ${s.toLocaleString('en-GB')}`).join(', ')}`,
  );
} finally {
  await chrome?.kill();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
