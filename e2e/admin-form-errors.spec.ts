/**
 * The one form way (STYLE §12) as a person meets it: an error only the server can find lands on
 * the field it names and takes focus, and a bad stop time in the schedule's field array is named
 * at its own box, which takes focus, while the fields above it stay valid.
 */
import { expect, expectHeading, failedLoad, test } from './support/accounts.ts';
import { runTag, signInAsAdmin } from './support/admin.ts';
import { startSchedule } from './support/admin-timetable.ts';
import { expectFieldError, expectFieldValid } from './support/form-fields.ts';
import { allowingConsoleErrors } from './fixtures.ts';

const run = runTag();

test.describe('an error only the server finds', () => {
  // The refusal is a 409 answer, which Chromium prints to the console.
  test.use(allowingConsoleErrors(failedLoad(409)));

  test('a stop code already in use is refused by the server at the Code field, which takes focus', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/adminstops');
    await expectHeading(page, 'Stops');
    await page.getByRole('link', { name: 'Add a stop' }).click();
    await page.getByLabel('Name').fill(`Zweiter ZOB ${run}`);
    // MUC is the demo network's München ZOB: the schema cannot know, the server does.
    await page.getByLabel('Code').fill('MUC');
    await page.getByLabel('Latitude').fill('48.1');
    await page.getByLabel('Longitude').fill('11.5');
    await page.getByRole('button', { name: 'Add stop' }).click();

    const code = page.getByLabel('Code');
    await expectFieldError(code, 'Another stop already has the code MUC.');
    await expect(code).toBeFocused();
    for (const label of ['Name', 'Latitude', 'Longitude'])
      await expectFieldValid(page.getByLabel(label));
  });
});

test('an emptied stop time is named at its own box in the schedule form, which takes focus', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/adminschedules');
  await expectHeading(page, 'Schedules');
  await startSchedule(page, 'X10 · München ZOB → Stuttgart Hbf', 'Stuttgart Hbf');
  await page.getByLabel('Departure', { exact: true }).fill('07:30');
  const arrive = page.getByRole('spinbutton', { name: /^Arrive at Ulm ZOB/ });
  await arrive.fill('');
  await page.getByRole('button', { name: 'Create schedule' }).click();

  await expectFieldError(arrive, 'Enter the minutes after departure');
  await expect(arrive).toBeFocused();
  await expectFieldValid(page.getByLabel('Departure', { exact: true }));
  // Typing a time clears the message, as on every other field.
  await arrive.fill('75');
  await expectFieldValid(arrive);
});
