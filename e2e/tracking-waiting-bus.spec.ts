/**
 * A bus standing at a stop, as a rider sees it at 375 px: an admin adds a trip leaving within two
 * minutes, its bus sends fixes from its first stop, and `/track` says "At <stop>, departs HH:MM"
 * with that stop first in Next stops, the bus on time (not early) while it waits. Once the
 * departure has come the bus leaves on time and reads on time, between that stop and the next
 * (docs/decisions/028-a-bus-standing-at-a-stop.md). Fixes go in through `POST /api/positions`.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TimetableOptions } from '../src/shared/timetable/timetable-admin.ts';
import type { LiveTrip } from '../src/shared/tracking/tracking.ts';
import { expect, test } from './fixtures.ts';
import { PHONE } from './support/accounts.ts';
import { adminApi, liveTrip, tripsOn } from './support/tracking.ts';

const MINUTE = 60_000;
/** Minutes from the first stop to each next one in the journey's trip. */
const STRETCH_MIN = 20;

const clock = (ms: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(ms);

const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** Adds a schedule for today only, leaving at `leaveMs`; answers its trip. */
async function tripLeavingAt(admin: APIRequestContext, leaveMs: number): Promise<LiveTrip> {
  const options = (await (
    await admin.get('/api/admin/schedules/options')
  ).json()) as TimetableOptions;
  const route = options.routes.find((r) => r.active && r.stops.length >= 3)!;
  const made = await admin.post('/api/admin/schedules', {
    data: {
      routeId: route.id,
      departureTime: clock(leaveMs, options.timezone),
      daysOfWeek: [isoWeekday(options.today)],
      stopOffsets: route.stops.map((s, i) => ({
        stopId: s.stopId,
        arrive: i * STRETCH_MIN,
        depart: i * STRETCH_MIN,
      })),
      validFrom: options.today,
      validTo: options.today,
      busId: null,
      conductorUserId: null,
      headsign: 'Waiting journey',
      serviceCalendarId: null,
      active: true,
    },
  });
  expect(made.status(), `POST /api/admin/schedules: ${await made.text()}`).toBe(201);
  const trip = (await tripsOn(admin)).find(
    (t) => t.route.shortName === route.shortName && t.departure === new Date(leaveMs).toISOString(),
  );
  expect(trip, 'the new schedule rolled out a trip today').toBeDefined();
  return liveTrip(admin, trip!.id);
}

type LngLat = [number, number];

/** Metres between two [lng, lat] points (flat: plenty for a road's segments). */
const metres = ([aLng, aLat]: LngLat, [bLng, bLat]: LngLat) =>
  111_320 * Math.hypot(bLat - aLat, (bLng - aLng) * Math.cos((aLat * Math.PI) / 180));

/** The point `m` metres along the trip's shape. */
function alongShape(trip: LiveTrip, m: number) {
  let left = m;
  for (let i = 1; i < trip.shape.length; i++) {
    const [a, b] = [trip.shape[i - 1]!, trip.shape[i]!];
    const d = metres(a, b);
    if (d >= left) {
      const t = left / d;
      return { lng: a[0] + t * (b[0] - a[0]), lat: a[1] + t * (b[1] - a[1]) };
    }
    left -= d;
  }
  throw new Error('the shape is shorter than that');
}

/** Metres along the shape from its start to the vertex nearest the trip's second stop. */
function stretchMetres(trip: LiveTrip): number {
  const second: LngLat = [trip.stops[1]!.lng, trip.stops[1]!.lat];
  let best = { m: 0, d: Infinity };
  let m = 0;
  trip.shape.forEach((point, i) => {
    if (i > 0) m += metres(trip.shape[i - 1]!, point);
    const d = metres(point, second);
    if (d < best.d) best = { m, d };
  });
  return best.m;
}

async function fix(admin: APIRequestContext, trip: LiveTrip, at: { lat: number; lng: number }) {
  const res = await admin.post('/api/positions', {
    data: { tripId: trip.tripId, ...at, speed: 0, recordedAt: new Date().toISOString() },
  });
  expect(res.status(), `POST /api/positions: ${await res.text()}`).toBe(200);
}

test('a bus waiting at its first stop says when it departs, then leaves on time and reads on time', async ({
  page,
  baseURL,
}, testInfo) => {
  // The bus waits for a departure up to 90 s ahead.
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  const leaveMs = Math.ceil((Date.now() + 30_000) / MINUTE) * MINUTE;
  const trip = await tripLeavingAt(admin, leaveMs);
  const [first, second] = trip.stops;
  const { timezone } = (await (await admin.get('/api/config')).json()) as { timezone: string };
  await fix(admin, trip, first!);

  await page.setViewportSize(PHONE);
  await page.goto(`/track?trip=${trip.tripId}`);
  const status = page.getByRole('heading', { level: 2, name: /^Live/ });
  await expect(status).toHaveText('Live: the bus is on time');
  const departs = clock(leaveMs, timezone);
  await expect(page.getByText(`At ${first!.name}, departs ${departs}`)).toBeVisible();
  const next = page.getByRole('region', { name: 'Next stops' }).getByRole('listitem');
  await expect(next.first()).toContainText(first!.name);
  await expect(next.first()).toContainText(`${departs} departs`);
  await expect(
    page.getByRole('img', { name: `Bus ${trip.routeName} to Waiting journey` }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await page.screenshot({ path: testInfo.outputPath('waiting-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('waiting-1280.png') });
  await page.setViewportSize(PHONE);

  // The departure comes; the bus leaves on time: a few hundred metres on, as the timetable has it.
  await page.waitForTimeout(Math.max(0, leaveMs + 5_000 - Date.now()));
  const onTime = ((Date.now() - leaveMs) / (STRETCH_MIN * MINUTE)) * stretchMetres(trip);
  await fix(admin, trip, alongShape(trip, Math.max(onTime, 120)));
  await expect(
    page.getByText(`The bus is between ${first!.name} and ${second!.name}.`),
  ).toBeVisible();
  await expect(status).toHaveText('Live: the bus is on time');
  await expect(next.first()).toContainText(second!.name);
  // Its expected time is the timetable's: no "(timetable …)" beside it.
  await expect(next.first()).not.toContainText('timetable');
  await page.screenshot({ path: testInfo.outputPath('left-375.png'), fullPage: true });

  await admin.dispose();
});
