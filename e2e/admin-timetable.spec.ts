/**
 * The timetable journey of an admin: a schedule for a demo route and bus, the roll-out, its dated
 * trip on the next day's trips screen, cancelling that trip with a reason, and its passenger list.
 */
import { rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { finishSchedule, showDayAfter, startSchedule } from './support/admin-timetable.ts';
import { expect, expectHeading, test } from './fixtures.ts';

const run = runTag();
const headsign = `Journey ${run}`;

test('an admin creates a schedule, rolls it out and cancels one of its dated trips', async ({
  page,
}) => {
  await signInAsAdmin(page);

  await page.goto('/adminschedules');
  await expectHeading(page, 'Schedules');
  await startSchedule(page, 'X40 · Regensburg Hbf → Würzburg Hbf', 'Würzburg Hbf');
  await finishSchedule(page, {
    departure: '23:40',
    headsign,
    days: 'Every day',
    bus: 'M-BW 106',
    conductor: 'Carl Conductor',
  });
  await expect(rowNamed(page, new RegExp(headsign))).toBeVisible();
  await page.getByRole('button', { name: 'Roll out trips now' }).click();
  await expect(
    page.getByText(/^Roll-out finished: \d+ trips? created from \d+ schedules/),
  ).toBeVisible();

  await page.getByRole('link', { name: 'See the dated trips' }).click();
  await expectHeading(page, 'Trips');
  await showDayAfter(page);
  const row = page.getByRole('row').filter({ hasText: `to ${headsign}` });
  await expect(row).toContainText('23:40');
  await expect(row).toContainText('M-BW 106');
  await expect(row).toContainText('Carl Conductor');
  await expect(row).toContainText('Scheduled');

  await row.getByRole('button', { name: /^Actions for X40 23:40/ }).click();
  await row.getByRole('button', { name: 'Cancel trip…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Every booking on it is cancelled and refunded in full');
  await dialog.getByLabel('Reason').fill('Driver shortage');
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(page.getByText(`X40 23:40 to ${headsign} was cancelled.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Actions/ })).toHaveCount(0);

  // Its passenger list says why no one rides it, not that no one has booked yet.
  await row.getByRole('link', { name: /^Passengers of X40 23:40/ }).click();
  await expectHeading(page, 'Passengers');
  await expect(page.getByRole('main')).toContainText(
    'This trip was cancelled: its bookings were cancelled and refunded, so no one rides it.',
  );
  await expect(page.getByText('No confirmed bookings on this trip yet.')).toHaveCount(0);

  // The dashboard says what was done in words, the day as the passenger screens write it.
  await page.goto('/adminhome');
  const actions = page.getByRole('region', { name: 'Latest admin actions' });
  const cancelled = actions.getByRole('listitem').filter({ hasText: 'cancelled trip X40 23:40' });
  await expect(cancelled.first()).toHaveText(
    /^Ada Admin cancelled trip X40 23:40 (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/,
  );
  await expect(actions).not.toContainText('{');
  const fullest = page.getByRole('region', { name: 'Fullest trips coming up' });
  const when = fullest.getByRole('listitem').first().locator('.stat-tile__note');
  await expect(when).toHaveText(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
  );
});
