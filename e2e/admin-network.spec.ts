/**
 * An admin builds a bit of network: two stops, a route through them with a per-km fare, sees the
 * route with its map on /adminroutes, and the dashboard counting them.
 */
import type { Page } from '@playwright/test';
import { runTag, signInAsAdmin } from './support/admin.ts';
import { addRoute, addStop, setPerKmFare } from './support/admin-network.ts';
import { expect, expectHeading, test } from './fixtures.ts';

const run = runTag(4);
const STOPS = [
  { name: `Kelheim Donau ${run}`, code: `KEH${run}`, lat: '48.9167', lng: '11.8667' },
  { name: `Abensberg Bf ${run}`, code: `ABB${run}`, lat: '48.8149', lng: '11.8516' },
];
const ROUTE = { short: `K${run}`, long: 'Kelheim → Abensberg' };

/** The big number of a dashboard tile. */
async function tileCount(page: Page, name: string): Promise<number> {
  const value = page
    .getByRole('region', { name })
    .getByText(/^\d[\d,.]*$/)
    .first();
  return Number((await value.innerText()).replace(/\D/g, ''));
}

test('an admin adds stops and a priced route, and the dashboard counts them', async ({ page }) => {
  // A long journey through four screens; the default 30 s is tight on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/adminhome');
  await expectHeading(page, 'Admin dashboard');
  const stopsBefore = await tileCount(page, 'Stops');
  const routesBefore = await tileCount(page, 'Routes');

  // A coordinate out of range is named on its field, from the shared schema.
  await page.goto('/adminstops?stop=new');
  await page.getByLabel('Latitude').fill('91');
  await page.getByRole('button', { name: 'Add stop' }).click();
  await expect(page.getByText('A latitude is between -90 and 90')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  for (const stop of STOPS) {
    await page.goto('/adminstops');
    await addStop(page, stop);
  }

  await page.goto('/adminroutes');
  await addRoute(page, ROUTE, STOPS);
  await setPerKmFare(page, ROUTE, { base: '2.50', perKm: '0.10' });
  await expect(page.getByText(/A ride over the whole route, .* costs €3\.6\d\./)).toBeVisible();

  await page.getByRole('link', { name: 'All routes' }).click();
  await page.getByRole('searchbox', { name: 'Search routes' }).fill(ROUTE.short);
  await expect(page.getByText('1 route; showing 1–1.')).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: `Map of route ${ROUTE.short}` }) });
  await expect(card.getByRole('link', { name: `${ROUTE.short} ${ROUTE.long}` })).toBeVisible();
  await expect(card.getByText('Fare per km')).toBeVisible();

  await page.goto('/adminhome');
  await expect.poll(() => tileCount(page, 'Stops')).toBe(stopsBefore + 2);
  expect(await tileCount(page, 'Routes')).toBe(routesBefore + 1);
  await expect(page.getByText(`added route ${ROUTE.short} ${ROUTE.long}`)).toBeVisible();
});
