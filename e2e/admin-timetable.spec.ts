/**
 * The timetable journey of an admin: a schedule for a demo route and bus, the roll-out, its dated
 * trip on the next day's trips screen, and cancelling that trip with a reason.
 */
import { expect, expectHeading, test } from './fixtures.ts';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const headsign = `Journey ${run}`;

test('an admin creates a schedule, rolls it out and cancels one of its dated trips', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('admin@busway.demo');
  await page.getByLabel('Password', { exact: true }).fill('busway-admin');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  await page.goto('/adminschedules');
  await expectHeading(page, 'Schedules');
  await page.getByRole('link', { name: 'New schedule' }).first().click();
  await expectHeading(page, 'New schedule');
  await page.getByLabel('Route').selectOption({ label: 'X40 · Regensburg Hbf → Würzburg Hbf' });
  await expect(page.getByRole('spinbutton', { name: /^Arrive at Würzburg Hbf/ })).not.toHaveValue(
    '',
  );
  await page.getByLabel('Departure', { exact: true }).fill('23:40');
  await page.getByLabel('Headsign').fill(headsign);
  await page.getByRole('button', { name: 'Every day' }).click();
  const bus = page.getByLabel('Bus').locator('option', { hasText: 'M-BW 106' });
  await page.getByLabel('Bus').selectOption((await bus.getAttribute('value')) ?? '');
  await page.getByLabel('Conductor').selectOption({ label: 'Carl Conductor' });
  await page.getByRole('button', { name: 'Create schedule' }).click();

  await expectHeading(page, 'Schedules');
  await expect(
    page.getByText(/^Schedule created\. Dated trips: \d+ trips rolled out\./),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(headsign) })).toBeVisible();
  await page.getByRole('button', { name: 'Roll out trips now' }).click();
  await expect(
    page.getByText(/^Roll-out finished: \d+ trips? created from \d+ schedules/),
  ).toBeVisible();

  await page.getByRole('link', { name: 'See the dated trips' }).click();
  await expectHeading(page, 'Trips');
  await page.getByRole('button', { name: /Day after/ }).click();
  const row = page.getByRole('row').filter({ hasText: `to ${headsign}` });
  await expect(row).toContainText('23:40');
  await expect(row).toContainText('M-BW 106');
  await expect(row).toContainText('Carl Conductor');
  await expect(row).toContainText('Scheduled');

  await row.getByRole('button', { name: /^Actions for X40 23:40/ }).click();
  await row.getByRole('button', { name: 'Cancel trip…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Passengers will be notified and refunded');
  await dialog.getByLabel('Reason').fill('Driver shortage');
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(page.getByText(`X40 23:40 to ${headsign} was cancelled.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Actions/ })).toHaveCount(0);
});
