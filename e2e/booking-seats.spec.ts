/**
 * Choosing seats: a passenger opens a trip's live seat map, picks two seats by keyboard and mouse,
 * holds them, sees the countdown on the screen and in the header, enters the passengers and
 * reaches payment (the choice and the typed details surviving reloads); and a seat another passenger
 * holds turns taken on an open map within a second, said when it was chosen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiContext,
  expect,
  expectHeading,
  fillSignInForm,
  PHONE,
  signedInContext,
  signInOverApi,
  test,
} from './support/accounts.ts';

interface TripRef {
  tripId: string;
  from: string;
  to: string;
}

/**
 * Bookable coach trips of the first popular pair, on the first of the next days that has some:
 * seats such as 3A are a coach's (the night bus on the same line has berths).
 */
async function bookableTrips(api: APIRequestContext): Promise<TripRef[]> {
  const popular = await (await api.get('/api/trips/popular')).json();
  const { from, to } = popular.routes[0];
  for (let days = 1; days <= 7; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const found = await api.get(
      `/api/trips?from=${from.id}&to=${to.id}&date=${date}&seatKind=seater`,
    );
    const trips = ((await found.json()).trips ?? []) as (TripRef & {
      tripId: string;
      from: { stopId: string };
      to: { stopId: string };
      notBookable: string | null;
    })[];
    const bookable = trips.filter((trip) => trip.notBookable === null);
    if (bookable.length >= 2)
      return bookable.map((trip) => ({
        tripId: trip.tripId,
        from: trip.from.stopId,
        to: trip.to.stopId,
      }));
  }
  throw new Error('The demo network has no day with two bookable trips in the next week');
}

const seatMapPath = ({ tripId, from, to }: TripRef, extra = '') =>
  `/seatselection?trip=${tripId}&from=${from}&to=${to}${extra}`;

const seat = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^Seat ${label}, `) });

test('a passenger chooses two seats by keyboard and mouse, holds them and reaches payment', async ({
  browser,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('seats');
  const api = await apiContext(baseURL!);
  await signInOverApi(api, account.email, account.password);
  const [trip] = await bookableTrips(api);
  const context = await signedInContext(browser, api);
  const page = await context.newPage();

  await page.goto(seatMapPath(trip!, '&passengers=2'));
  await expectHeading(page, 'Choose your seats');
  await expect(page.getByText('Choose 2 seats')).toBeVisible();
  await expect(seat(page, '3A')).toHaveAccessibleName(/^Seat 3A, window, available, €\d+\.\d\d$/);

  // Keyboard: arrows move between seats (one tab stop), Space chooses.
  await seat(page, '3A').focus();
  await page.keyboard.press('ArrowRight');
  await expect(seat(page, '3B')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(seat(page, '4B')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(seat(page, '4B')).toHaveAttribute('aria-pressed', 'true');
  // Mouse.
  await seat(page, '5C').click();
  await expect(seat(page, '5C')).toHaveAccessibleName(/^Seat 5C, selected, /);
  await expect(page.getByText('2 seats chosen · Seats 4B and 5C')).toBeVisible();
  // The choice is in the address: a reload keeps it.
  await expect(page).toHaveURL(/[?&]seats=4B%2C5C(&|$)/);
  await page.reload();
  await expect(seat(page, '5C')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 seats chosen · Seats 4B and 5C')).toBeVisible();

  await page.getByRole('button', { name: 'Hold seats' }).click();
  await expectHeading(page, 'Passenger details');
  await expect(page).toHaveURL(/[?&]hold=/);
  // Focus lands on the form (not on the page's body, nor taken back by the screen's h1), and stays.
  const passengers = page.getByRole('heading', { name: 'Passengers', level: 2 });
  await expect(passengers).toBeFocused();
  await expect(page.getByText(/Held for \d\d:\d\d/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Seats held \d\d:\d\d$/ })).toBeVisible();
  await expect(passengers).toBeFocused();

  // The hold is on the server: a reload keeps the step.
  await page.reload();
  await expectHeading(page, 'Passenger details');
  const first = page.getByRole('group', { name: 'Seat 4B' });
  await first.getByLabel('Name').fill('Ana Lima');
  await first.getByLabel('Age').fill('34');
  await first.getByLabel('Gender').selectOption('female');
  const second = page.getByRole('group', { name: 'Seat 5C' });
  await second.getByLabel('Name').fill('Rui Lima');
  await second.getByLabel('Age').fill('9');
  await second.getByLabel('Gender').selectOption('male');
  const contact = page.getByRole('group', { name: 'Contact for the tickets' });
  await expect(contact.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(contact.getByLabel('Phone')).toHaveAttribute('required', '');
  await contact.getByLabel('Phone').fill('+49 30 1234567');
  // What was typed survives a reload of the step.
  await page.reload();
  await expect(first.getByLabel('Name')).toHaveValue('Ana Lima');
  await expect(second.getByLabel('Gender')).toHaveValue('male');
  await expect(contact.getByLabel('Phone')).toHaveValue('+49 30 1234567');
  await page.getByRole('button', { name: /^Continue to payment/ }).click();

  await expect(page).toHaveURL(/\/payment\?booking=[\w-]+/);
  await context.close();
  await api.dispose();
});

test('a seat someone else holds turns taken on an open seat map within a second', async ({
  browser,
  baseURL,
  makeAccount,
}) => {
  const holder = await makeAccount('holder');
  const api = await apiContext(baseURL!);
  await signInOverApi(api, holder.email, holder.password);
  const trip = (await bookableTrips(api))[1]!;

  // B looks at the map on a phone without signing in; the map is public.
  const watcher = await browser.newContext({ viewport: PHONE });
  const page = await watcher.newPage();
  await page.goto(seatMapPath(trip));
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // The deck takes the phone's width (less the page's margins), and no price breaks in two.
  const deck = await page.locator('.seat-map__deck').first().boundingBox();
  expect(deck!.width).toBeGreaterThan(PHONE.width - 48);
  await expect(page.getByRole('region', { name: 'Your seats' }).locator('.money')).toHaveCSS(
    'white-space',
    'nowrap',
  );
  await expect(seat(page, '6D')).toHaveAccessibleName(/, available, /);
  await seat(page, '6D').click();
  await expect(page).toHaveURL(/[?&]seats=6D(&|$)/);

  // A holds the seat B had chosen.
  const held = await api.post('/api/holds', {
    data: { tripId: trip.tripId, from: trip.from, to: trip.to, seats: ['6D'] },
  });
  expect(held.status()).toBe(201);
  await expect(seat(page, '6D')).toHaveAccessibleName(/, held by someone else, /, {
    timeout: 1_000,
  });
  await expect(seat(page, '6D')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'just taken' })).toHaveText(
    'Seat 6D was just taken — pick another',
  );
  await expect(page).not.toHaveURL(/seats=/);

  await watcher.close();
  await api.dispose();
});

test('a signed-out passenger who holds is sent to sign in and comes back to the seats chosen', async ({
  page,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('return');
  const api = await apiContext(baseURL!);
  const trip = (await bookableTrips(api))[0]!;
  await api.dispose();

  await page.goto(seatMapPath(trip, '&passengers=1'));
  await seat(page, '9A').click();
  await page.getByRole('button', { name: 'Hold seats' }).click();
  await expectHeading(page, 'Sign in');
  await fillSignInForm(page, account.email, account.password);

  await expectHeading(page, 'Choose your seats');
  await expect(seat(page, '9A')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 seat chosen · Seat 9A')).toBeVisible();
});
