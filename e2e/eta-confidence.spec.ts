/**
 * How sure an expected time is, on `/track`: a bus whose route no other bus ran lately has its
 * times learned from few buses, so each reads "about 14:05 expected"; a timetable time is never
 * called expected (decision 027).
 */
import { expect, test } from './fixtures.ts';
import { PHONE } from './support/accounts.ts';
import { adminApi, liveTrip, openTrip, sendFix } from './support/tracking.ts';

test('a time learned from few buses reads “about”, at 375 px and 1280 px', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  // Index 5: past the tracking journeys' own (0–4, last); the conductor journey takes the latest.
  const trip = await liveTrip(admin, await openTrip(admin, 5));
  await sendFix(admin, trip, 0.3, 2);
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/track?trip=${trip.tripId}`);
    const stops = page.getByRole('region', { name: 'Next stops' }).getByRole('listitem');
    await expect(stops.first()).toContainText(/about \d\d:\d\d expected/);
    await expect(page.getByText(/about \d\d:\d\d timetable/)).toHaveCount(0);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/eta-about-${viewport.width}.png`,
        fullPage: true,
      });
    await context.close();
  }
  await admin.dispose();
});
