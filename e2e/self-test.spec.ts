/**
 * `/test` on a fresh server: every check passes from the browser, a visitor sees the summary only,
 * an admin the details (database kind, mail transport, hub), and a run again by keyboard is
 * announced.
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin.ts';
import { expect, expectHeading, test } from './fixtures.ts';

const CHECKS = [
  'API',
  'Clock',
  'Database',
  'Mail',
  'File storage',
  'Live updates',
  'Offline storage',
  'Service worker',
];

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /checks/ });
const row = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Service checks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a visitor sees every check pass, each with its time, and no details', async ({ page }) => {
  await page.goto('/test');
  await expectHeading(page, 'Service self-test');
  await expect(summary(page)).toHaveText('All 8 checks passed.', { timeout: 30_000 });
  for (const name of CHECKS) {
    await expect(row(page, name).locator('.status-badge')).toHaveText('pass');
    await expect(row(page, name)).toContainText(/\d+ ms/);
  }
  await expect(row(page, 'Mail')).toContainText('Mail is kept in the outbox, not sent.');
  await expect(row(page, 'Live updates')).toContainText('came back over the live connection');
  await expect(page.locator('.self-test-check__details')).toHaveCount(0);

  // Again by keyboard: the button keeps focus and the run is announced as it ends.
  const again = page.getByRole('button', { name: 'Run the checks again' });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Running the checks…' })).toBeFocused();
  await expect(summary(page)).toHaveText('All 8 checks passed.', { timeout: 30_000 });
  await expect(again).toBeFocused();
});

test('an admin sees each check’s details', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/test');
  await expect(summary(page)).toHaveText('All 8 checks passed.', { timeout: 30_000 });
  await expect(row(page, 'API')).toContainText(/version\s*\d+\.\d+/);
  await expect(row(page, 'Database')).toContainText('PGlite (embedded PostgreSQL)');
  await expect(row(page, 'Mail')).toContainText('outbox (stored in the database');
  await expect(row(page, 'Live updates')).toContainText('in-process hub');
  await expect(row(page, 'File storage')).toContainText('directory');
  await expect(row(page, 'Clock')).toContainText('server minus device');
  await expect(row(page, 'Service worker')).toContainText('scope');
});
