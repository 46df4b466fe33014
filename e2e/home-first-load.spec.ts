/**
 * The first load of `/` (issue 26): every script the page fetches before anyone touches it, at the
 * gzip -9 size of the build's own .gz copies, stays under 150 KB; the search form's code
 * (react-hook-form, the passenger chunk) waits until someone reaches for the form, and what was
 * typed into the stand-in meanwhile carries over (docs/PERFORMANCE.md).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures.ts';

// 150 KB as the issue counts it, in bytes (150,000, not 150 KiB).
const BUDGET = 150_000;
const CLIENT_DIR = resolve(process.env.E2E_CLIENT_DIR ?? '.tmp/e2e-client');
const FORM_CHUNK = /\/assets\/shared-screens-[\w-]{8}\.js$/;

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const gzipBytes = (path: string) => readFileSync(join(CLIENT_DIR, `${path}.gz`)).length;

test('the first load of / is under 150 KB of gzipped JS, and the form’s code waits for the form', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Busway');
  await expect(
    page.getByRole('heading', { name: /^(Popular routes|Recent searches)$/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, path) => sum + gzipBytes(path), 0);
  expect(total, `the first load of / (${scripts.join(', ')})`).toBeLessThan(BUDGET);
  expect(scripts.filter((path) => FORM_CHUNK.test(path))).toEqual([]);

  const from = page.getByRole('combobox', { name: 'From' });
  await from.fill('ulm');
  await expect(page.getByRole('option', { name: /Ulm ZOB/ })).toBeVisible();
  expect(scripts.filter((path) => FORM_CHUNK.test(path))).toHaveLength(1);
});

test('what is typed before the form’s code arrives carries over, and a place typed in full counts', async ({
  page,
}) => {
  const held: Route[] = [];
  let released = false;
  await page.route(FORM_CHUNK, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  await page.goto('/');
  await expectHeading(page, 'Welcome to Busway');
  const from = page.getByRole('combobox', { name: 'From' });
  const to = page.getByRole('combobox', { name: 'To' });
  await from.fill('München ZOB');
  await page.getByLabel('Passengers').selectOption('2');
  await to.fill('ulm');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  released = true;
  for (const route of held.splice(0)) await route.continue();

  // The form took the stand-in's place: focus stays in To, whose suggestions open.
  await expect(page.getByRole('option', { name: /Ulm ZOB/ })).toBeVisible();
  await expect(to).toBeFocused();
  await to.press('Enter');
  await expect(to).toHaveValue('Ulm ZOB');
  await expect(from).toHaveValue('München ZOB');
  await expect(page.getByLabel('Passengers')).toHaveValue('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expectHeading(page, 'München ZOB → Ulm ZOB');
  await expect(page).toHaveURL(/passengers=2/);
});
