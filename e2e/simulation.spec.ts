/**
 * An admin drives one of today's trips with a simulated bus on /sim: it shows in the driven
 * trips with the fixes it sends, and stops when asked.
 */
import { rowNamed, signInAsAdmin } from './support/admin.ts';
import { expect, expectHeading, test } from './fixtures.ts';

test('an admin starts a simulation of one trip, sees it driven, and stops it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sim');
  await expectHeading(page, 'Fleet simulation');

  await page.getByLabel('Speed').fill('10');
  await expect(page.getByText('Speed: 10×')).toBeVisible();
  await page.getByLabel(/^Chosen trips/).check();
  await page.getByLabel('Search today’s trips').fill('X20');
  const trip = page.getByRole('group', { name: 'Trips to drive' }).getByRole('checkbox').first();
  const name = (await trip.locator('..').innerText()).replace(/^\S+\s/, '').split(' → ')[0]!;
  await trip.check();
  await page.getByLabel(/^GPS noise/).check();
  await page.getByLabel('Noise in metres').fill('15');
  await page.getByRole('button', { name: 'Start simulation' }).click();

  await expect(page.getByText(/Running at 10×, chosen trips/)).toBeVisible();
  const row = rowNamed(page, new RegExp(name));
  await expect(row).toHaveCount(1);
  // Its fixes reach tracking: the count climbs.
  await expect(async () => {
    const sent = Number(await row.getByRole('cell').nth(3).innerText());
    expect(sent).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  await page.getByRole('button', { name: 'Stop simulation' }).click();
  await expect(page.getByText(/Stopped\. The last run’s figures/)).toBeVisible();
  await expect(page.getByText('Start the simulation to drive buses.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start simulation' })).toBeVisible();
});
