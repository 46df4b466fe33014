/**
 * The key screens load under the app's Content-Security-Policy without a single violation or
 * console error: the fixture's `page` fails a test on either, so each test only has to open the
 * screen and wait until it has rendered what it fetched (zod builds its schemas by then).
 */
import { expect, expectHeading, test } from './fixtures.ts';
import { adminApi, todaysTrip } from './support/tracking.ts';

test('the home screen loads without a CSP violation', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, 'Welcome to Busway');
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
});

test('the search results load without a CSP violation', async ({ page, request }) => {
  // The first search of a fresh database reads the whole timetable: slow on a busy machine.
  test.slow();
  const popular = await request.get('/api/trips/popular');
  expect(popular.ok()).toBe(true);
  const { routes } = (await popular.json()) as {
    routes: { from: { id: string }; to: { id: string } }[];
  };
  const { from, to } = routes[0]!;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/buses?from=${from.id}&to=${to.id}&date=${date}&passengers=1`);
  await expect(page.getByRole('region', { name: /^(\d+ bus|No buses found)/ })).toBeVisible();
});

test('the sign-in screen loads without a CSP violation', async ({ page }) => {
  await page.goto('/signin');
  await expectHeading(page, 'Sign in');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a trip’s live map loads without a CSP violation (its worker is a file of the app)', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const tripId = await todaysTrip(admin, 5);
  await admin.dispose();
  await page.goto(`/track?trip=${tripId}`);
  const map = page.getByRole('region', { name: /^Map of route / });
  await expect(map).toBeVisible();
  await map.getByRole('button', { name: 'Open the full map' }).click();
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByText('Natural Earth')).toBeVisible();
});
