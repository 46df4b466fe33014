/**
 * Journey: a screen's code chunk is slow, missing (a new deploy removed it), briefly unreachable or
 * never arrives. The visitor sees the wave while it loads, the chunk is retried once, and a chunk
 * that cannot be loaded shows "Busway was updated — reload", whose button brings the screen back.
 *
 * An attempt requests the chunk once or twice: Vite's modulepreload link and the import itself,
 * which joins the preload's request when that is still pending and makes its own otherwise. So the
 * tests tell the first attempt from the retry by the warning the retry prints, not by counting.
 */
import type { Page, Route } from '@playwright/test';
import {
  allowingConsoleErrors,
  expect,
  expectHeading,
  screenChunk,
  test,
  UPDATED_H1,
} from './fixtures.ts';

const BUSES_CHUNK = screenChunk('buses');
const BUSES_H1 = 'Available buses';
const RETRY_WARNING = 'Busway: a screen failed to load, retrying once.';

/** What the browser logs when a chunk request fails and the failure reaches the route error page. */
const CHUNK_FAILURE_ERRORS = [
  /net::ERR_FAILED/,
  /ChunkLoadError/,
  /React Router caught the following error during render/,
];

/** Holds every request for the chunk until `release()`; the loader stays on screen meanwhile. */
async function holdChunk(page: Page, chunk: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(chunk, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
    async fail() {
      for (const route of held.splice(0)) await route.abort().catch(() => undefined);
    },
  };
}

/**
 * Aborts the requests for the chunk: those of the first attempt only (`until: 'retry'`), or all of
 * them. Counts the requests made before and after the retry's warning.
 */
async function failChunk(page: Page, chunk: RegExp, { until }: { until: 'retry' | 'never' }) {
  const requests = { firstAttempt: 0, retry: 0 };
  let retrying = false;
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith(RETRY_WARNING)) retrying = true;
  });
  await page.route(chunk, async (route) => {
    requests[retrying ? 'retry' : 'firstAttempt'] += 1;
    if (retrying && until === 'retry') await route.continue();
    else await route.abort('failed');
  });
  return requests;
}

function loader(page: Page) {
  return page.getByRole('status', { name: 'Loading' });
}

test.describe('a slow chunk', () => {
  test('shows the wave on first load, then the screen', async ({ page }) => {
    const chunk = await holdChunk(page, BUSES_CHUNK);
    // The held modulepreload link would hold back the load event too.
    await page.goto('/buses', { waitUntil: 'domcontentloaded' });

    await expect(loader(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    await chunk.release();
    await expectHeading(page, BUSES_H1);
    await expect(loader(page)).toHaveCount(0);
  });

  test('shows the wave when navigating to it, then the screen', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Busway');
    const chunk = await holdChunk(page, BUSES_CHUNK);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Buses' })
      .click();
    await expect(loader(page)).toBeVisible();
    await expect(page).toHaveURL('/buses');

    await chunk.release();
    await expectHeading(page, BUSES_H1);
    await expect(loader(page)).toHaveCount(0);
  });
});

test.describe('a missing chunk', () => {
  test.use(allowingConsoleErrors(...CHUNK_FAILURE_ERRORS));

  test('shows "Busway was updated", and Reload brings the screen back', async ({ page }) => {
    const requests = await failChunk(page, BUSES_CHUNK, { until: 'never' });
    await page.goto('/buses');

    await expectHeading(page, UPDATED_H1);
    await expect(page).toHaveTitle(UPDATED_H1);
    expect(requests.firstAttempt).toBeGreaterThan(0);
    expect(requests.retry, 'exactly one retry').toBe(1);

    // The new deploy is in place: the chunk loads again.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectHeading(page, BUSES_H1);
    await expect(page).toHaveURL('/buses');
  });
});

test.describe('a chunk that fails once', () => {
  test.use(allowingConsoleErrors(/net::ERR_FAILED/));

  test('loads through the retry without the visitor noticing', async ({ page, consoleEntries }) => {
    const requests = await failChunk(page, BUSES_CHUNK, { until: 'retry' });
    await page.goto('/buses');

    await expectHeading(page, BUSES_H1);
    expect(requests.firstAttempt).toBeGreaterThan(0);
    expect(requests.retry).toBe(1);
    const warnings = consoleEntries.filter((entry) => entry.type === 'warning');
    expect(warnings.map((entry) => entry.text)).toEqual([expect.stringContaining(RETRY_WARNING)]);
  });
});

test.describe('a chunk that never arrives', () => {
  test.use(allowingConsoleErrors(...CHUNK_FAILURE_ERRORS, /did not load within 120 s/));

  test('counts as failed after 120 s', async ({ page }) => {
    // The page's clock stands still from the start: a clock that ran with real time would add
    // the seconds a busy machine takes to load the page to the 119 s run below, and the deadline
    // would pass early (seen on CI). Loading the chunk needs no timer.
    // (It is paused a minute on from its start, as the time it may have run since is not known.)
    const start = new Date('2026-12-01T08:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const chunk = await holdChunk(page, BUSES_CHUNK);
    await page.goto('/buses', { waitUntil: 'domcontentloaded' });
    await expect(loader(page)).toBeVisible();
    // The import joins the modulepreload request still pending, so there may be only one.
    await expect.poll(chunk.count).toBeGreaterThan(0);
    const requests = chunk.count();

    await page.clock.runFor(119_000);
    await expect(loader(page)).toBeVisible();
    await page.clock.runFor(1_000);
    // Time runs again for React to show the error: it paces its commits with timers.
    await page.clock.resume();
    await expectHeading(page, UPDATED_H1);
    // A timed-out load is not retried: the browser would only join the same pending request.
    expect(chunk.count()).toBe(requests);

    await chunk.fail();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectHeading(page, BUSES_H1);
  });
});
