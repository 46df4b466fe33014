/**
 * Following a bus on `/track`: fixes go in through `POST /api/positions` as an admin's phone
 * would send them, and the page shows them live — on a phone, from a shared link opened signed
 * out, going stale when they stop and live again when they resume, and across a dropped
 * WebSocket without a reload. Each journey takes its own trip of those taking fixes now (a trip
 * takes them from 90 min before it leaves), so journeys running side by side never move each
 * other's bus.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE } from './support/accounts.ts';
import { adminApi, liveTrip, openTrip, sendFix, todaysTrip } from './support/tracking.ts';

const status = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^(Live|No signal|Not live|This trip)/ });

test('the home screen loads no map code; a trip’s page draws its route at once and loads the map when asked', async ({
  page,
  baseURL,
}) => {
  const mapFiles: string[] = [];
  page.on('request', (request) => {
    if (/map-engine|maplibre|countries-50m/.test(request.url())) mapFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapFiles).toEqual([]);
  const admin = await adminApi(baseURL!);
  const tripId = await todaysTrip(admin, 6);
  await admin.dispose();
  await page.goto(`/track?trip=${tripId}`);
  const map = page.getByRole('region', { name: /^Map of route / });
  await expect(map.locator('svg.route-sketch polyline')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapFiles).toEqual([]);
  await map.getByRole('button', { name: 'Open the full map' }).click();
  await expect(map.locator('canvas')).toBeVisible();
  expect(mapFiles.some((url) => url.includes('maplibre-gl-worker'))).toBe(true);
});

test.describe('tracking a bus', () => {
  test('at 375 px: the live bus on the map, its state and stops as text, nothing wider than the phone', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const trip = await liveTrip(admin, await openTrip(admin, 0));
    await sendFix(admin, trip, 0.3, 3);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/track?trip=${trip.tripId}`);
    await expect(status(page)).toHaveText(/^Live: the bus is/);
    await expect(page.getByText(/^Position updated/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Map of route ${trip.routeName}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^Bus ${trip.routeName}`) }),
    ).toBeVisible();
    const stops = page.getByRole('region', { name: 'Next stops' }).getByRole('listitem');
    await expect(stops.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
    await admin.dispose();
  });

  test('a shared link opens signed out; an ended trip’s link says so and shows no bus', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const trip = await liveTrip(admin, await openTrip(admin, 1));
    await sendFix(admin, trip, 0.4, 2);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/track?trip=${trip.tripId}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}/track?trip=${trip.tripId}`);

    const stranger = await browser.newContext();
    const shared = await stranger.newPage();
    await shared.goto(link);
    await expect(status(shared)).toHaveText(/^Live/);
    await expect(
      shared.getByRole('img', { name: new RegExp(`^Bus ${trip.routeName}`) }),
    ).toBeVisible();

    // A bus that reached the end of its trip: its link says so, and no longer shows where it is.
    const ended = await liveTrip(admin, await openTrip(admin, 4));
    await sendFix(admin, ended, 1);
    await shared.goto(`/track?trip=${ended.tripId}`);
    await expect(status(shared)).toHaveText('This trip has ended');
    await expect(shared.getByRole('img', { name: /^Bus / })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await stranger.close();
    await admin.dispose();
  });

  test('a trip goes stale when its fixes stop, then live again when they resume', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const trip = await liveTrip(admin, await openTrip(admin, 2));
    // A fix 84 s old: live now, stale (over 90 s) a few seconds later.
    await sendFix(admin, trip, 0.3, 84);
    await page.goto(`/track?trip=${trip.tripId}`);
    await expect(status(page)).toHaveText(/^Live/);
    await expect(status(page)).toHaveText('No signal from the bus', { timeout: 15_000 });
    await expect(page.getByText(/^Its last position came 1 min ago/)).toBeVisible();
    await expect(page.getByRole('img', { name: /last known position$/ })).toBeVisible();
    await expect(page.getByText(/^The bus was last seen/)).toBeVisible();

    await sendFix(admin, trip, 0.32);
    await expect(status(page)).toHaveText(/^Live/);
    await expect(page.getByRole('img', { name: /last known position$/ })).toHaveCount(0);
    await admin.dispose();
  });

  test('the WebSocket dropped and restored: "reconnecting", then live updates again, no reload', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const trip = await liveTrip(admin, await openTrip(admin, 3));
    await sendFix(admin, trip, 0.3, 60);
    let refuse = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/live$/, (ws) => {
      if (refuse) return void ws.close({ code: 1011, reason: 'test: network down' });
      ws.connectToServer();
      open.push(ws);
    });
    await page.goto(`/track?trip=${trip.tripId}`);
    await expect(page.getByText('Position updated 1 min ago')).toBeVisible();
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    refuse = true;
    for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'test: dropped' });
    await expect(page.getByText(/^Reconnecting to live updates/)).toBeVisible();

    refuse = false;
    await expect(page.getByText(/^Reconnecting to live updates/)).toBeHidden({ timeout: 15_000 });
    await sendFix(admin, trip, 0.31);
    await expect(page.getByText(/^Position updated (just now|\d s ago)$/)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await admin.dispose();
  });

  test('a /buses card shows a bus on the road as live, with its delay, and links to it', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const trip = await liveTrip(admin, await openTrip(admin, -1));
    await sendFix(admin, trip, 0.3, 2);
    await admin.dispose();
    const from = trip.stops[0]!.stopId;
    const to = trip.stops.at(-1)!.stopId;
    await page.goto(`/buses?from=${from}&to=${to}&date=${trip.serviceDate}&passengers=1`);
    // Another journey's bus on the same road that day may be live too: this card is ours.
    const track = page
      .getByRole('link', { name: /^Track this bus/ })
      .and(page.locator(`[href="/track?trip=${trip.tripId}"]`));
    await expect(track).toHaveCount(1);
    const card = page.getByRole('article').filter({ has: track });
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(on time|\d+ min (late|early))$/)).toBeVisible();
    await track.click();
    await expect(status(page)).toHaveText(/^Live/);
  });
});
