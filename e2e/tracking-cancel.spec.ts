/**
 * A cancellation reaches an open trip page within seconds: a passenger follows a trip on
 * `/track`, an admin cancels it through the API, and the page says so without a reload (the
 * `trip:<id>` channel, decision 029). The trip is one two days ahead, which no other journey takes.
 */
import { expect, test } from './fixtures.ts';
import { adminApi, tripsOn } from './support/tracking.ts';

test('an open trip page says Cancelled within seconds of an admin cancelling the trip', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const today = (await tripsOn(admin))[0]!.serviceDate;
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  const trips = await tripsOn(admin, day.toISOString().slice(0, 10));
  const trip = trips.filter((t) => t.departure).at(-1)!;

  await page.goto(`/track?trip=${trip.id}`);
  const status = page.getByRole('heading', {
    level: 2,
    name: /^(Live|No signal|Not live|This trip)/,
  });
  await expect(status).toHaveText('Not live yet');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const res = await admin.post(`/api/admin/trips/${trip.id}/cancel`, {
    data: { reason: 'Driver shortage' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(status).toHaveText('This trip is cancelled', { timeout: 5_000 });
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await admin.dispose();
});
