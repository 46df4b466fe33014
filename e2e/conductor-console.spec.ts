/**
 * The conductor's console on a phone (375 px): a conductor signs in, sees today's duty, starts the
 * trip, and the phone's position (Playwright's geolocation) moves the bus on `/track`; ending the
 * trip stops the sharing and `/track` says the trip ended. A trip takes fixes only in its window
 * (from 90 min before it leaves), so the journey makes a conductor and gives them a trip that takes
 * fixes now, one the tracking journeys leave alone (they take the first five and the last). An
 * admin, acting for any trip, marks a booked passenger boarded by hand on the trip's manifest; the
 * demo conductor starts a trip on a phone that refuses the location.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DutiesAnswer } from '../src/shared/conductor/conductor.ts';
import { expectHeading } from './fixtures.ts';
import {
  apiContext,
  expect,
  PHONE,
  signInOverApi,
  signInThroughForm,
  test,
} from './support/accounts.ts';
import { paidBooking } from './support/booking.ts';
import { newConductor } from './support/door.ts';
import { adminApi, liveTrip, openTrips, pointAlong, tripsOn } from './support/tracking.ts';

const DEMO_CONDUCTOR = { email: 'conductor@busway.demo', password: 'busway-conductor' };

/**
 * Gives the conductor a trip and answers it as their duty. `sendsFixes`: one that takes fixes now
 * and no tracking journey uses (they take open trips 0–4 and the last); otherwise today's last
 * trip that does not take fixes yet, so no journey's bus is stopped by it.
 */
async function dutyToStart(conductor: APIRequestContext, baseURL: string, sendsFixes: boolean) {
  const admin = await adminApi(baseURL);
  const open = await openTrips(admin);
  const opened = new Set(open.map((trip) => trip.id));
  const later = (await tripsOn(admin)).filter(
    (trip) => trip.departure && Date.parse(trip.departure) > Date.now() && !opened.has(trip.id),
  );
  // Latest first; the fix-sending one among the open trips past the tracking journeys' (0–4, last).
  const candidates = (sendsFixes || later.length === 0 ? open.slice(5, -1) : later).reverse();
  const session = await conductor.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  let tripId: string | undefined;
  for (const trip of candidates) {
    if (trip.conductor?.id === user.id) tripId = trip.id;
    // A trip that overlaps one of the conductor's duties is refused (400): try the next.
    else if (
      (
        await admin.patch(`/api/admin/trips/${trip.id}`, {
          data: { busId: trip.bus?.id ?? null, conductorUserId: user.id },
        })
      ).ok()
    )
      tripId = trip.id;
    if (tripId) break;
  }
  await admin.dispose();
  expect(tripId, 'a trip the conductor can be given now').toBeDefined();
  const res = await conductor.get('/api/conductor/trips');
  const duties = (await res.json()) as DutiesAnswer;
  const duty = duties.trips.find((d) => d.tripId === tripId);
  expect(duty, "the trip is the conductor's duty now").toBeDefined();
  expect(duty!.startedAt, 'no other journey started it').toBeFalsy();
  return duty!;
}

test.use({ viewport: PHONE, permissions: ['geolocation'] });

test('a conductor starts a trip on a phone, /track shows the bus where the phone is, ending stops it', async ({
  page,
  browser,
  baseURL,
  adminApi,
  makeAccount,
}) => {
  const CONDUCTOR = await newConductor(adminApi, await makeAccount('console', 'Carla Console'));
  const conductor = await apiContext(baseURL!);
  await signInOverApi(conductor, CONDUCTOR.email, CONDUCTOR.password);
  const duty = await dutyToStart(conductor, baseURL!, true);
  const trip = await liveTrip(conductor, duty.tripId);
  const { lat, lng } = pointAlong(trip, 0.5);
  await page.context().setGeolocation({ latitude: lat, longitude: lng, accuracy: 12 });

  await signInThroughForm(page, CONDUCTOR.email, CONDUCTOR.password, {
    path: '/signin?next=%2Fconductor',
    landing: 'Your trips',
  });
  const link = page.locator(`a[href="/conductor/trip?id=${duty.tripId}"]`);
  await expect(link).toContainText('Not started');
  // Its counts (other journeys may board passengers of this trip meanwhile).
  await expect(link).toContainText(/\d+ of \d+ boarded/);
  await link.click();
  await expectHeading(page, 'Trip');
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check tickets' })).toHaveAttribute(
    'href',
    `/conductor/check?trip=${duty.tripId}`,
  );

  await page.getByRole('button', { name: 'Start trip' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sharing location' })).toBeVisible();
  await expect(page.getByText(/^Accuracy ±12 m/)).toBeVisible();
  await expect(page.getByText(/kept on this phone/)).toBeVisible();

  // Someone following the bus, signed out, sees it live where the phone is.
  const follower = await browser.newContext();
  const track = await follower.newPage();
  await track.goto(`/track?trip=${duty.tripId}`);
  await expect(track.getByRole('heading', { level: 2, name: /^Live: the bus is/ })).toBeVisible();
  await expect(
    track.getByRole('img', { name: new RegExp(`^Bus ${duty.route.shortName}`) }),
  ).toBeVisible();
  const live = await liveTrip(conductor, duty.tripId);
  expect(live.position?.lat).toBeCloseTo(lat, 5);
  expect(live.position?.lng).toBeCloseTo(lng, 5);

  // A reload keeps sharing while the trip runs.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sharing location' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  await page.getByRole('button', { name: 'End trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this trip?' });
  await dialog.getByRole('button', { name: 'End trip' }).click();
  await expect(page.getByText(/^This trip ended at/)).toBeVisible();
  await expect(page.getByText('Sharing location')).toHaveCount(0);
  await track.reload();
  await expect(track.getByRole('heading', { level: 2, name: 'This trip has ended' })).toBeVisible();
  await follower.close();
  await conductor.dispose();
});

test('an admin acting for a trip marks a booked passenger boarded; the counts follow', async ({
  page,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('door-manifest');
  const passenger = await apiContext(baseURL!);
  await signInOverApi(passenger, account.email, account.password);
  const { booking, seat } = await paidBooking(passenger, 2);
  const tripId = booking.trip.tripId;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@busway.demo', password: 'busway-admin' },
    headers: { origin: baseURL! },
  });
  expect(res.ok()).toBe(true);

  await page.goto(`/conductor/trip?id=${tripId}`);
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/conductor/trips/${tripId}/manifest.csv`,
  );
  // The booking's seat (other journeys may book other seats of the trip for an "Ada Rider" too).
  const row = page
    .locator('.door-ticket')
    .filter({ has: page.locator('.door-ticket__seat', { hasText: new RegExp(`^${seat}$`) }) });
  await expect(row).toContainText('Ada Rider');
  await expect(row).toContainText('To board');
  const counts = page.locator('.door-manifest__counts');
  const boardedBefore = Number(await counts.locator('strong').first().textContent());
  await row.getByRole('button', { name: `Boarded: Ada Rider, seat ${seat}` }).click();
  await expect(row).toContainText(/Boarded \d\d:\d\d/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(counts.locator('strong').first()).toHaveText(String(boardedBefore + 1));
  await passenger.dispose();
});

test.describe('a phone that refuses the location', () => {
  test.use({ permissions: [] });

  test('the trip runs, and the screen says the bus is not shared and how to allow it', async ({
    page,
    baseURL,
  }) => {
    const conductor = await apiContext(baseURL!);
    await signInOverApi(conductor, DEMO_CONDUCTOR.email, DEMO_CONDUCTOR.password);
    const duty = await dutyToStart(conductor, baseURL!, false);
    await page.context().addCookies(await conductor.storageState().then((s) => s.cookies));
    await page.goto(`/conductor/trip?id=${duty.tripId}`);
    await page.getByRole('button', { name: 'Start trip' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Location not allowed' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Allow the location');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Ended again, so no other journey meets a running trip it did not start.
    const stop = await conductor.post(`/api/conductor/trips/${duty.tripId}/stop`);
    expect(stop.status()).toBe(200);
    await conductor.dispose();
  });
});
