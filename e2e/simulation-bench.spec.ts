/**
 * An admin runs the load bench on /simtest: a short run of a few buses to a few subscribers
 * finishes by itself with every update delivered, and its result can be downloaded.
 */
import { signInAsAdmin } from './support/admin.ts';
import { expect, expectHeading, test } from './fixtures.ts';

test('an admin runs a short load bench and downloads its result', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/simtest');
  await expectHeading(page, 'Simulation load bench');

  await page.getByLabel('Subscribers').fill('5000');
  await page.getByRole('button', { name: 'Run the bench' }).click();
  await expect(page.getByText('Subscribers must be 1 to 2000')).toBeVisible();

  await page.getByLabel('Buses').fill('10');
  await page.getByLabel('Subscribers').fill('5');
  await page.getByLabel('Seconds').fill('5');
  await page.getByRole('button', { name: 'Run the bench' }).click();
  await expect(page.getByText(/Running: 10 buses to \d+ of 5 subscribers/)).toBeVisible();
  await expect(page.getByText('Finished.')).toBeVisible({ timeout: 20_000 });

  const figure = (label: string) =>
    page.locator('.sim-summary__figure').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Updates delivered')).toContainText('250');
  await expect(figure('Lost')).toContainText('0');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the result (JSON)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^simtest-.*\.json$/);
});
