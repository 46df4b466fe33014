/**
 * Lighthouse (mobile, its default simulated throttling, performance only) on the pages of a built
 * web app, `runs` times each, one page after the other: the app runs in a child process
 * (scripts/lighthouse-server.ts), Chromium headless (CHROME_PATH, else /usr/bin/chromium). Shared
 * by scripts/lighthouse.ts (a table for docs/PERFORMANCE.md) and bench/lighthouse.ts (npm run
 * bench). Also lists the first load of `/`: every script its load fetched, at gzip -9 size.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PreparedPage, ServerCommand, ServerMessage } from './lighthouse-server.ts';

/** The pages by name (the list), and the one only scripts/lighthouse.ts adds. */
export const PAGES = [
  '/',
  '/buses',
  '/seatselection',
  '/payment',
  '/ticket',
  '/track',
  '/help',
  '/contact',
  '/conductor',
] as const;
export const EXTRA_PAGES = ['/conductor/check'] as const;

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
}
export interface PageResult {
  name: string;
  runs: Run[];
}
export interface LighthouseResult {
  version: string;
  pages: PageResult[];
  /** The scripts the first run of `/` fetched: path and gzip -9 bytes. */
  firstLoad: { path: string; bytes: number }[];
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function auditOnce(url: string, port: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
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
  const details = lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts: (details?.items ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url),
  };
}

/** A run whose trace Lighthouse could not record (NO_NAVSTART on a busy machine) is retried twice. */
async function audit(url: string, port: number, cookie?: string, tries = 3): Promise<Run> {
  try {
    return await auditOnce(url, port, cookie);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`retrying ${url}: ${(error as Error).message}`);
    return audit(url, port, cookie, tries - 1);
  }
}

/** A script's gzip -9 size: its .gz copy from the build, else compressed here. */
export function gzipSize(clientDir: string, path: string): number {
  const file = join(clientDir, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The app server in its own process, with a promise per answer it gives. */
function startServer(clientDir: string) {
  const child = fork(new URL('./lighthouse-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CLIENT_DIR: clientDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`app server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', onExit);
        if (message.kind === 'error') reject(new Error(message.message));
        else resolve(message);
      });
    });
  const command = (cmd: ServerCommand) => child.send(cmd);
  return {
    ready: next().then((m) => (m as { origin: string }).origin),
    page: (name: string) => {
      const answer = next();
      command({ cmd: 'page', name });
      return answer.then((m) => (m as { page: PreparedPage }).page);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        command({ cmd: 'exit' });
      }),
  };
}

export async function runLighthouse(options: {
  clientDir: string;
  pages: readonly string[];
  runs: number;
  onPage?: (page: PageResult) => void;
}): Promise<LighthouseResult> {
  const server = startServer(options.clientDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const origin = await server.ready;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const pages: PageResult[] = [];
    for (const name of options.pages) {
      const { path, cookie } = await server.page(name);
      const runs: Run[] = [];
      for (let i = 0; i < options.runs; i++)
        runs.push(await audit(`${origin}${path}`, chrome.port, cookie));
      pages.push({ name, runs });
      options.onPage?.({ name, runs });
    }
    const home = pages.find((page) => page.name === '/')?.runs[0]?.scripts ?? [];
    const { default: pkg } = await import('lighthouse/package.json', { with: { type: 'json' } });
    return {
      version: pkg.version,
      pages,
      firstLoad: home.map((url) => {
        const path = new URL(url).pathname;
        return { path, bytes: gzipSize(options.clientDir, path) };
      }),
    };
  } finally {
    await chrome?.kill();
    await server.close();
  }
}
