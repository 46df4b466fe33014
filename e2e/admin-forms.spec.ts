/**
 * The admin forms as a person meets their rules, in the browser: a bad bus and a stop off the globe
 * are refused at the fields concerned and nothing is saved; a bus goes to maintenance and back; a
 * demo bus with timetable work is refused both maintenance and retirement, naming that work, and
 * stays active; and a new account changes its display name and phone on the profile.
 */
import type { Page } from '@playwright/test';
import {
  failedLoad,
  openAccountMenu,
  signInThroughForm,
  test,
  expect,
  expectHeading,
} from './support/accounts.ts';
import { rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { addBus, openBusEditor } from './support/admin-fleet.ts';
import { expectFieldError, expectFieldValid } from './support/form-fields.ts';
import { allowingConsoleErrors, escapeRegExp } from './fixtures.ts';

const run = runTag();
/** A seeded layout: the buses here need one, and which one is not what they check. */
const DEMO_LAYOUT = 'Coach 2+2 · 44 seats';
/**
 * Runs the X10 every day (08:15 and 18:30 back from Stuttgart, 15:00 and 22:00 out of Munich): it
 * always has work.
 */
const BUSY_DEMO_BUS = 'M-BW 102';
const BUSY_SCHEDULES = [
  'X10 München ZOB → Stuttgart Hbf · 15:00 · Every day',
  'X10 München ZOB → Stuttgart Hbf · 22:00 · Every day',
  'X10 Stuttgart Hbf → München ZOB · 08:15 · Every day',
  'X10 Stuttgart Hbf → München ZOB · 18:30 · Every day',
];
/** The first trips a refusal lists; "and N more" counts the rest. */
const TRIPS_SHOWN = 5;

/** The "Service status" card of /adminedit. */
function statusCard(page: Page) {
  return page.getByRole('region', { name: 'Service status' });
}

async function expectBusStatus(page: Page, status: string): Promise<void> {
  await expect(statusCard(page).getByText(/^Status:/)).toHaveText(`Status: ${status}`);
}

test('the bus form names a bad registration and a missing name at their fields and adds nothing', async ({
  page,
}) => {
  // Two hyphens in a row: the schema wants single spaces or hyphens between letters and digits.
  const badRegistration = `MB--${run}`;
  await signInAsAdmin(page);
  await page.goto('/adminbus');
  await expectHeading(page, 'Add a bus');
  const registration = page.getByLabel('Registration number');
  const name = page.getByLabel('Name', { exact: true });
  const layout = page.getByLabel('Seat layout', { exact: true });
  await registration.fill(badRegistration);
  await layout.selectOption({ label: DEMO_LAYOUT });
  await page.getByRole('button', { name: 'Add bus' }).click();

  await expectFieldError(
    registration,
    'Enter 2–12 letters or digits, with single spaces or hyphens between them, such as M-BW 101',
  );
  await expectFieldError(name, 'Name the bus');
  await expectFieldValid(layout);
  // The first field to fix takes focus, so it is read out with its message.
  await expect(registration).toBeFocused();
  await expectHeading(page, 'Add a bus');
  await expect(registration).toHaveValue(badRegistration);

  // A message goes once its field is typed in; the other stays until that field is fixed.
  await name.fill(`Fehlerfrei ${run}`);
  await expectFieldValid(name);
  await expect(registration).toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/adminbuses?q=${encodeURIComponent(badRegistration)}`);
  await expectHeading(page, 'Fleet');
  await expect(
    page.getByText('No buses match — clear the filters to see the whole fleet.'),
  ).toBeVisible();
});

test('the stop form names a latitude of 95 at its field and adds no stop', async ({ page }) => {
  const stop = { name: `Nordpol ${run}`, code: `NP${run}` };
  await signInAsAdmin(page);
  await page.goto('/adminstops');
  await expectHeading(page, 'Stops');
  await page.getByRole('link', { name: 'Add a stop' }).click();
  await expect(page.getByRole('heading', { name: 'New stop' })).toBeVisible();
  const latitude = page.getByLabel('Latitude');
  await page.getByLabel('Name').fill(stop.name);
  await page.getByLabel('Code').fill(stop.code);
  await latitude.fill('95');
  await page.getByLabel('Longitude').fill('11.5');
  // Off the globe, so the map is not drawn either.
  await expect(
    page.getByText('Enter the latitude and longitude to see the stop on the map.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add stop' }).click();

  await expectFieldError(latitude, 'A latitude is between -90 and 90');
  await expect(latitude).toBeFocused();
  for (const label of ['Name', 'Code', 'Longitude']) await expectFieldValid(page.getByLabel(label));
  await expect(latitude).toHaveValue('95');

  await page.getByRole('link', { name: 'All stops' }).click();
  await page.getByRole('searchbox', { name: 'Search stops' }).fill(stop.code);
  await page.getByRole('searchbox', { name: 'Search stops' }).press('Enter');
  await expect(page.getByText(`No stop’s name or code holds “${stop.code}”.`)).toBeVisible();
});

test('an admin sends a new bus to maintenance and brings it back into service', async ({
  page,
}) => {
  const bus = { registration: `WS ${run}`, name: `Werkstatt ${run}` };
  await signInAsAdmin(page);
  await page.goto('/adminbus');
  await addBus(page, { ...bus, layout: DEMO_LAYOUT, amenities: [] });
  await expect(rowNamed(page, bus.registration)).toContainText('Active');

  await openBusEditor(page, bus.registration);
  await expectBusStatus(page, 'Active');
  await statusCard(page).getByRole('button', { name: 'Send to maintenance' }).click();
  await expect(statusCard(page).getByRole('status')).toHaveText(
    `${bus.registration} is in maintenance.`,
  );
  await expectBusStatus(page, 'Maintenance');
  await expect(statusCard(page).getByRole('button', { name: 'Send to maintenance' })).toHaveCount(
    0,
  );

  // Kept by the server, not only shown: a reload and the fleet list say so too.
  await page.reload();
  await expectBusStatus(page, 'Maintenance');
  await page.goto(`/adminbuses?q=${encodeURIComponent(bus.registration)}`);
  const row = rowNamed(page, bus.registration);
  await expect(row).toContainText('Maintenance');
  await row.getByRole('link', { name: `Edit ${bus.registration}` }).click();
  await expectHeading(page, 'Edit a bus');

  await statusCard(page).getByRole('button', { name: 'Back in service' }).click();
  await expect(statusCard(page).getByRole('status')).toHaveText(
    `${bus.registration} is back in service.`,
  );
  await expectBusStatus(page, 'Active');
  await page.goto(`/adminbuses?q=${encodeURIComponent(bus.registration)}`);
  await expect(row).toContainText('Active');
});

test.describe('a demo bus with timetable work', () => {
  // The refusals are 412 answers, which Chromium prints to the console.
  test.use(allowingConsoleErrors(failedLoad(412)));

  test('is refused maintenance and retirement, naming its schedules and trips, and stays active', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`/adminbuses?q=${encodeURIComponent(BUSY_DEMO_BUS)}`);
    const row = rowNamed(page, BUSY_DEMO_BUS);
    await expect(row).toContainText('Active');
    // "X10 · Tue 14 May, 15:00": the refusal's first trip is the same one.
    const nextTrip = /X10 · (\w{3} \d{1,2} \w{3}, \d{2}:\d{2})/.exec(await row.innerText())?.[1];
    expect(nextTrip, `the next trip of ${BUSY_DEMO_BUS} in the fleet list`).toBeDefined();

    await openBusEditor(page, BUSY_DEMO_BUS);
    const busId = new URL(page.url()).searchParams.get('bus');
    try {
      await expectBusStatus(page, 'Active');
      await statusCard(page).getByRole('button', { name: 'Send to maintenance' }).click();
      await expectRefusal(page, `${BUSY_DEMO_BUS} cannot go into maintenance yet`, nextTrip!);

      await statusCard(page).getByRole('button', { name: 'Retire' }).click();
      const dialog = page.getByRole('dialog', { name: `Retire ${BUSY_DEMO_BUS}?` });
      await dialog.getByRole('button', { name: 'Retire the bus' }).click();
      await expect(dialog).toBeHidden();
      await expectRefusal(page, `${BUSY_DEMO_BUS} cannot be retired yet`, nextTrip!);

      // Nothing changed: not on the screen, not after a reload, not in the fleet list.
      await expectBusStatus(page, 'Active');
      await page.reload();
      await expectBusStatus(page, 'Active');
      await page.goto(`/adminbuses?q=${encodeURIComponent(BUSY_DEMO_BUS)}`);
      await expect(row).toContainText('Active');
      await expect(row).toContainText(`X10 · ${nextTrip}`);
    } finally {
      // Should the app ever let the change through, the demo bus goes back into service, so the
      // journeys that plan trips on it are not spoilt by this one.
      await restoreActive(page, busId);
    }
  });
});

/** Puts a bus back into service over the API, unless it is in service (which records nothing). */
async function restoreActive(page: Page, busId: string | null): Promise<void> {
  if (!busId) return;
  const url = `/api/admin/buses/${encodeURIComponent(busId)}`;
  const { bus } = (await (await page.request.get(url)).json()) as { bus?: { status: string } };
  if (bus && bus.status !== 'active')
    await page.request.post(`${url}/status`, { data: { status: 'active' } });
}

/** The refusal on the status card: what it refused, the four schedules and the first trips. */
async function expectRefusal(page: Page, refused: string, firstTrip: string): Promise<void> {
  const notice = statusCard(page).getByRole('alert');
  await expect(notice).toContainText(
    `${refused}: the timetable still gives it work. Assign another bus to these schedules first (their unsold trips follow), then to any trip still left.`,
  );
  const [schedules, trips] = [notice.getByRole('list').first(), notice.getByRole('list').nth(1)];
  await expect(
    notice.getByRole('heading', { name: `${BUSY_SCHEDULES.length} schedules` }),
  ).toBeVisible();
  await expect(schedules.getByRole('link')).toHaveText(BUSY_SCHEDULES);

  const tripsHeading = notice.getByRole('heading', { name: /^\d+ upcoming trips$/ });
  const tripCount = Number.parseInt(await tripsHeading.innerText(), 10);
  // Four trips a day for as far as the timetable is rolled out.
  expect(tripCount).toBeGreaterThan(TRIPS_SHOWN);
  const tripLinks = trips.getByRole('link');
  await expect(tripLinks).toHaveText(Array<RegExp>(TRIPS_SHOWN).fill(/ · X10 .+ → .+$/));
  await expect(tripLinks.first()).toHaveText(new RegExp(`^${escapeRegExp(firstTrip)} · X10 `));
  await expect(trips.getByRole('listitem').last()).toHaveText(
    `and ${tripCount - TRIPS_SHOWN} more`,
  );
}

test('a passenger changes their display name and phone and still sees them after a reload', async ({
  page,
  makeAccount,
}) => {
  const account = await makeAccount('forms-profile', 'Ada Rider');
  const changed = { name: `Ada Lovelace ${run}`, phone: '+49 30 555 0142' };
  await signInThroughForm(page, account.email, account.password);
  const details = page.getByRole('region', { name: 'Your details' });
  const name = details.getByLabel('Display name');
  const phone = details.getByLabel('Phone');
  await expect(name).toHaveValue(account.name);
  await expect(phone).toHaveValue('');

  await name.fill(changed.name);
  await phone.fill(changed.phone);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details were saved.');

  await page.reload();
  await expectHeading(page, 'Your profile');
  await expect(name).toHaveValue(changed.name);
  await expect(phone).toHaveValue(changed.phone);
  const banner = await openAccountMenu(page);
  await expect(banner.getByText(`Signed in as ${changed.name}`)).toBeVisible();
});
