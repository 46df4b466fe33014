/**
 * An admin drives one of today's trips with a simulated bus on /sim: it shows in the driven
 * trips with the fixes it sends; a passenger's /track of that trip shows the bus moving and the
 * next stop's expected time falling; it stops when asked.
 */
import { rowNamed, signInAsAdmin } from './support/admin.ts';
import { expect, expectHeading, test } from './fixtures.ts';

test('an admin starts a simulation of one trip, sees it driven, and stops it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sim');
  await expectHeading(page, 'Fleet simulation');

  await page.getByLabel('Speed').fill('10');
  await expect(page.getByText('Speed: 10×')).toBeVisible();
  await page.getByLabel(/^Chosen trips/).check();
  await page.getByLabel('Search today’s trips').fill('X20');
  const trip = page.getByRole('group', { name: 'Trips to drive' }).getByRole('checkbox').first();
  const name = (await trip.locator('..').innerText()).replace(/^\S+\s/, '').split(' → ')[0]!;
  await trip.check();
  await page.getByLabel(/^GPS noise/).check();
  await page.getByLabel('Noise in metres').fill('15');
  await page.getByRole('button', { name: 'Start simulation' }).click();

  await expect(page.getByText(/Running at 10×, chosen trips/)).toBeVisible();
  const row = rowNamed(page, new RegExp(name));
  await expect(row).toHaveCount(1);
  // Its fixes reach tracking: the count climbs.
  await expect(async () => {
    const sent = Number(await row.getByRole('cell').nth(3).innerText());
    expect(sent).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  // A passenger (another browser context, signed out) follows the simulated bus on /track.
  const status = (await (await page.request.get('/api/admin/simulation')).json()) as {
    trips: { tripId: string }[];
  };
  const passenger = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const track = await passenger.newPage();
  await track.goto(`/track?trip=${status.trips[0]!.tripId}`);
  const bus = track.getByRole('img', { name: /^Bus / });
  await expect(bus).toBeVisible();
  const firstExpected = track.locator('.stop-times__stop--expected').first();
  await expect(firstExpected).toBeVisible({ timeout: 15_000 });
  const stopName = await firstExpected.locator('.stop-times__name').innerText();
  const etaOf = async () => {
    const stop = track.locator('.stop-times__stop', { hasText: stopName });
    if ((await stop.count()) === 0) return 0; // passed: no time ahead left for it
    return Date.parse((await stop.locator('time').first().getAttribute('datetime')) ?? '');
  };
  const [place, eta] = [await bus.getAttribute('style'), await etaOf()];
  // At 10× the bus covers ten seconds of its trip each second: it moves, and the time it is
  // expected at the next stop comes closer faster than the clock runs.
  await expect.poll(() => bus.getAttribute('style'), { timeout: 20_000 }).not.toBe(place);
  await expect.poll(etaOf, { timeout: 20_000 }).toBeLessThan(eta);
  await passenger.close();

  await page.getByRole('button', { name: 'Stop simulation' }).click();
  await expect(page.getByText(/Stopped\. The last run’s figures/)).toBeVisible();
  await expect(page.getByText('Start the simulation to drive buses.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start simulation' })).toBeVisible();
});
