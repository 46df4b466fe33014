/**
 * `node --import tsx scripts/lighthouse.ts [clientDir]`: Lighthouse (mobile, its default simulated
 * throttling) on `/`, `/buses?…`, `/seatselection?…`, `/payment?booking=…` (a held booking, signed
 * in), `/ticket?booking=…` (a paid booking's e-ticket, signed in), `/track?trip=…` (the live map),
 * `/help`, `/contact`, `/conductor` (a conductor's duties, signed in) and `/conductor/check?trip=…`
 * (the door's check screen, signed in as an admin) of a built web app (`npm run build`; the
 * directory defaults to dist/client, CLIENT_DIR or the first argument names another), served by
 * the real server in a process of its own (scripts/lighthouse-server.ts). LIGHTHOUSE_RUNS runs a
 * page (3); prints the median of each figure and every run's score as a Markdown table, and the
 * initial JavaScript of `/` (every script its load fetched, at its gzip -9 size).
 * LIGHTHOUSE_PAGE=/buses measures that page alone; LIGHTHOUSE_REPORT_DIR keeps the reports.
 * Targets (issue 26): performance ≥ 90 in every run, initial JS of `/` < 150 KB gzip.
 * bench/lighthouse.ts runs the same for `npm run bench`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CLIENT_DIR } from '#server/app.ts';
import { EXTRA_PAGES, median, PAGES, runLighthouse, type Run } from './lighthouse-run.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const clientDir = resolve(process.argv[2] ?? process.env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR);
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No built web app at ${clientDir}; run "npm run build" first.`);
  process.exit(2);
}
const only = process.env.LIGHTHOUSE_PAGE;
const pages = [...PAGES, ...EXTRA_PAGES].filter((page) => !only || page === only);

console.log(
  `Mobile (simulated throttling), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| page | performance | LCP | FCP | TBT | CLS | runs (score) |');
console.log('|---|---|---|---|---|---|---|');
const result = await runLighthouse({
  clientDir,
  pages,
  runs: RUNS,
  onPage: ({ name, runs }) => {
    const m = (f: (r: Run) => number) => median(runs.map(f));
    console.log(
      `| \`${name}\` | **${m((r) => r.score)}** | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${(m((r) => r.fcp) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${runs.map((r) => r.score).join(', ')} |`,
    );
  },
});
const total = result.firstLoad.reduce((n, { bytes }) => n + bytes, 0);
console.log(`\nLighthouse ${result.version}.`);
if (result.firstLoad.length > 0)
  console.log(
    `Initial JS of \`/\` (gzip -9): **${total.toLocaleString('en-GB')} B** — ${result.firstLoad.map(({ path, bytes }) => `${path.replace('/assets/', '')} ${bytes.toLocaleString('en-GB')}`).join(', ')}`,
  );
