/**
 * A rider boarding at an intermediate stop, on a phone: "Your next trip" on /track leads with
 * their stop and its departure (their ticket's), not the route's first stop; following it, the
 * trip page gets focus on its heading, names the trip's date, and marks their stop in the list
 * and on the map. A visitor on an ended trip is offered to sign in for its replay, and comes back.
 */
import { clockIn, tripWhen } from '../src/shared/core/time-labels.ts';
import {
  apiContext,
  expect,
  expectHeading,
  expectNoSideScroll,
  PHONE,
  signInThroughForm,
  signInOverApi,
  test,
} from './support/accounts.ts';
import { paidBooking } from './support/booking.ts';
import { adminApi, tripsOn } from './support/tracking.ts';

test.use({ viewport: PHONE });

test('a rider boarding at Augsburg sees their stop and its time on /track and the trip page', async ({
  page,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('rider-stop');
  const api = await apiContext(baseURL!);
  await signInOverApi(api, account.email, account.password);
  const { booking } = await paidBooking(api, 7, ['AGB', 'ULM']);
  const { timezone } = (await (await api.get('/api/config')).json()) as { timezone: string };
  await api.dispose();
  const boards = booking.trip.from;
  expect(boards.name).toBe('Augsburg Hbf');
  const time = clockIn(boards.time, timezone);

  await signInThroughForm(page, account.email, account.password);
  await page.goto('/track');
  await expectHeading(page, 'Track your bus');
  const next = page.getByRole('region', { name: 'Your next trip' });
  await expect(next.getByText(`Your stop: Augsburg Hbf ${time} (your ticket)`)).toBeVisible();
  await expect(next.getByText('München ZOB → Stuttgart Hbf')).toBeVisible();
  await expectNoSideScroll(page);

  // Following its Track link: focus on the new view's heading, not <body>.
  await next
    .getByRole('link', { name: new RegExp(`^Track .*leaving Augsburg Hbf ${time}`) })
    .click();
  await expect(page).toHaveURL(/[?&]stop=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your bus' })).toBeFocused();
  await expect(
    page.getByText(tripWhen(booking.trip.serviceDate, null), { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.your-stop')).toHaveText(
    new RegExp(`^Your stop Augsburg Hbf ${time} · departure on your ticket$`),
  );
  const stops = page.getByRole('region', { name: /Stops/ });
  await expect(stops.getByRole('listitem').filter({ hasText: 'Your stop' })).toContainText(
    `Augsburg Hbf · Your stop, departs ${time}`,
  );
  const map = page.getByRole('region', { name: 'Map of route X10' });
  await expect(map.getByText('Your stop: Augsburg Hbf')).toBeVisible();
  await expect(map.getByText('Ulm ZOB')).toBeVisible();
  await expectNoSideScroll(page);
  // The full map takes focus from the button it replaces, and names the stops too.
  await map.getByRole('button', { name: 'Open the full map' }).click();
  await expect(map).toBeFocused();
  await expect(map.locator('.stop-label--mine')).toHaveText('Your stop: Augsburg Hbf');

  // The same trip by its booking reference names the same stop and time.
  await page.goto(`/track?q=${booking.reference}`);
  await expect(page.getByText(`Your stop: Augsburg Hbf ${time} (your ticket)`)).toBeVisible();
});

test('a visitor on an ended trip is offered a sign-in that comes back to it', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const today = (await tripsOn(admin))[0]!.serviceDate;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString();
  // Yesterday's first trip arrived hours ago: ended, with or without fixes.
  const [ended] = await tripsOn(admin, yesterday.slice(0, 10));
  await admin.dispose();
  await page.goto(`/track?trip=${ended!.id}`);
  await expect(page.getByRole('heading', { name: 'This trip has ended' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to replay where the bus went' }).click();
  await expectHeading(page, 'Sign in');
  await expect(page).toHaveURL(
    new RegExp(`/signin\\?next=${encodeURIComponent(`/track?trip=${ended!.id}`)}$`),
  );
});
