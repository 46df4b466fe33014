/**
 * Journey (issue 4, "done when"): a new admin builds a small operator by hand, one screen after the
 * other — a seat layout from a template, a bus with it, the bus's conductor, two stops, a route
 * through them with a fare, a schedule on two weekdays — then finds the dated trips it rolled out
 * and the bus's next trip in the fleet. Every screen is reached from the header's Admin menu or a
 * screen's own links, as a person finds them; nothing is made over the API.
 */
import type { Page } from '@playwright/test';
import { expectNoSideScroll, PHONE } from './support/accounts.ts';
import { openAdminScreen, rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { addBus, createLayout, registerConductor } from './support/admin-fleet.ts';
import { addRoute, addStop, setPerKmFare } from './support/admin-network.ts';
import {
  addDays,
  finishSchedule,
  showDayAfter,
  startSchedule,
  weekdayOf,
} from './support/admin-timetable.ts';
import { expect, expectHeading, test } from './fixtures.ts';

const run = runTag();
const LAYOUT = {
  template: /^2\+1 coach/,
  name: `Operator 2+1 ${run}`,
  ready: '30 seats, ready to save.',
};
const BUS = {
  registration: `OP ${run}`,
  name: `Gäubodenflitzer ${run}`,
  layout: LAYOUT.name,
  amenities: ['Wi-Fi', 'Air conditioning'],
};
const CONDUCTOR = {
  name: `Olga Operator ${run}`,
  email: `olga.${run.toLowerCase()}@example.com`,
  phone: '+49 9421 555 0188',
  employee: `OP-${run}`,
  licence: `DE ${run} 41`,
  bus: `${BUS.registration} · ${BUS.name}`,
};
const STOPS = [
  { name: `Straubing Stadtplatz ${run}`, code: `STR${run}`, lat: '48.8826', lng: '12.5736' },
  { name: `Deggendorf Bf ${run}`, code: `DEG${run}`, lat: '48.8339', lng: '12.9606' },
];
const ROUTE = { short: `S${run}`, long: 'Straubing → Deggendorf' };
const ROUTE_OPTION = `${ROUTE.short} · ${ROUTE.long}`;
const DEPARTURE = '07:15';
/** Left as the schedule form suggests it: the last stop. */
const HEADSIGN = STOPS[1]!.name;

/** "Tue 14 May": a service date as the fleet list writes it. */
function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The trips screen's one trip of the shown day on the new route. */
async function expectOneTrip(page: Page) {
  await expect(page.getByText(/^1 trip on /)).toBeVisible();
  const row = rowNamed(page, DEPARTURE);
  await expect(row).toContainText(`${ROUTE.short} to ${HEADSIGN}`);
  await expect(row).toContainText(BUS.registration);
  await expect(row).toContainText(CONDUCTOR.name);
  await expect(row).toContainText('Scheduled');
}

test('a new admin builds a small operator by hand and sees its dated trips', async ({ page }) => {
  // Ten screens in one go; the default 30 s is tight on a busy machine.
  test.slow();
  let today = '';
  let tripsLink = '';

  await test.step('sign in as the admin', async () => {
    await signInAsAdmin(page);
  });

  await test.step('a first look at the schedule form', async () => {
    // Where timetables are made is where a new admin looks first. The form must then offer the
    // route, bus and conductor made on the other screens since, not the lists it saw now.
    await openAdminScreen(page, 'Schedules');
    await page.getByRole('link', { name: 'New schedule' }).first().click();
    await expectHeading(page, 'New schedule');
    await expect(page.getByLabel('Route')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectHeading(page, 'Schedules');
  });

  await test.step('a seat layout from the 2+1 template', async () => {
    await openAdminScreen(page, 'Seat layouts');
    await createLayout(page, LAYOUT);
  });

  await test.step('a bus with that layout', async () => {
    await page.getByRole('link', { name: 'Fleet', exact: true }).click();
    await expectHeading(page, 'Fleet');
    await page.getByRole('link', { name: 'Add a bus' }).click();
    await addBus(page, BUS);
    await expect(page.getByText(`${BUS.registration} (${BUS.name}) was added`)).toBeVisible();
    const row = rowNamed(page, BUS.registration);
    await expect(row).toContainText(LAYOUT.name);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('None planned');
  });

  await test.step('its conductor', async () => {
    await openAdminScreen(page, 'Conductors');
    await page.getByRole('link', { name: 'Register a conductor' }).click();
    await registerConductor(page, CONDUCTOR);
    const row = rowNamed(page, CONDUCTOR.name);
    await expect(row).toContainText(CONDUCTOR.employee);
    await expect(row).toContainText(BUS.registration);
  });

  await test.step('two stops', async () => {
    await openAdminScreen(page, 'Stops');
    await addStop(page, STOPS[0]!);
    await page.getByRole('link', { name: 'All stops' }).click();
    await addStop(page, STOPS[1]!);
  });

  await test.step('a route through them, with a fare', async () => {
    await openAdminScreen(page, 'Routes');
    await addRoute(page, ROUTE, STOPS);
    await expect(page.getByRole('heading', { name: ROUTE.long })).toBeVisible();
    await setPerKmFare(page, ROUTE, { base: '1.80', perKm: '0.12' });
  });

  await test.step('a schedule on the next two days of the week', async () => {
    await openAdminScreen(page, 'Schedules');
    today = await startSchedule(page, ROUTE_OPTION, HEADSIGN);
    // Not today: a trip that would have left already is not rolled out, and the clock decides that.
    await finishSchedule(page, {
      departure: DEPARTURE,
      days: [weekdayOf(addDays(today, 1)), weekdayOf(addDays(today, 2))],
      bus: BUS.registration,
      conductor: CONDUCTOR.name,
    });
    const row = rowNamed(page, new RegExp(HEADSIGN));
    await expect(row).toContainText(DEPARTURE);
    await expect(row).toContainText(BUS.registration);
    await expect(row).toContainText(CONDUCTOR.name);
  });

  await test.step('its dated trips, day by day', async () => {
    await page.getByRole('link', { name: 'See the dated trips' }).click();
    await expectHeading(page, 'Trips');
    await expect(page.getByLabel('Service date')).toHaveValue(today);
    await page.getByLabel('Route').selectOption({ label: ROUTE_OPTION });
    await expect(page.getByText(/^No trips on .* on this route\./)).toBeVisible();

    await showDayAfter(page);
    await expect(page.getByLabel('Service date')).toHaveValue(addDays(today, 1));
    await expectOneTrip(page);
    tripsLink = page.url();
    await shoot(page, 'trips-desktop');

    await showDayAfter(page);
    await expect(page.getByLabel('Service date')).toHaveValue(addDays(today, 2));
    await expectOneTrip(page);

    await showDayAfter(page);
    await expect(page.getByText(/^No trips on .* on this route\./)).toBeVisible();
  });

  await test.step('the next trip of the bus, in the fleet', async () => {
    await openAdminScreen(page, 'Fleet');
    await page.getByRole('searchbox', { name: 'Search buses' }).fill(BUS.registration);
    await expect(page.getByText('1 bus; showing 1–1.')).toBeVisible();
    const row = rowNamed(page, BUS.registration);
    await expect(row).toContainText(
      `${ROUTE.short} · ${shortDate(addDays(today, 1))}, ${DEPARTURE}`,
    );
  });

  await test.step('the trips list reads on a phone', async () => {
    await page.setViewportSize(PHONE);
    // The same day and route from the screen's address, as a shared link opens it.
    await page.goto(tripsLink);
    await expectHeading(page, 'Trips');
    await expect(page.getByLabel('Route')).toHaveValue(/.+/);
    await expectOneTrip(page);
    await expectNoSideScroll(page);
    await shoot(page, 'trips-375');
  });
});
