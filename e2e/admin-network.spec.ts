/**
 * An admin builds a bit of network: two stops, a route through them with a per-km fare, sees the
 * route with its map on /adminroutes, and the dashboard counting them. Then an admin imports a
 * small GTFS feed on /admingtfs and follows its progress to the report.
 */
import type { Page } from '@playwright/test';
import { openAdminScreen, runTag, signInAsAdmin } from './support/admin.ts';
import { addRoute, addStop, setPerKmFare, zipOf } from './support/admin-network.ts';
import { expect, expectHeading, test } from './fixtures.ts';

// In order: the first journey counts the stops on the dashboard, and the import adds some.
test.describe.configure({ mode: 'default' });

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

/**
 * A GTFS feed of one trip over three stops, running every day, in the e2e server's time zone (so
 * the shared server's "today" stays put); one fare in EUR, one in USD, and a GTFS-Fares v2 file.
 */
function gtfsFeed(tag: string): Promise<Buffer> {
  const files: Record<string, string> = {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone\nA${tag},Donau Bus ${tag},https://example.com,Europe/Berlin\n`,
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon\n' +
      [
        `S1${tag},Kelheim Wöhrdplatz ${tag},48.9170,11.8720`,
        `S2${tag},Saal Bahnhof ${tag},48.9010,11.9350`,
        `S3${tag},Abensberg Stadtplatz ${tag},48.8130,11.8510`,
      ].join('\n'),
    'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type\nR${tag},A${tag},G${tag},Donau-Shuttle,3\n`,
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      `D${tag},1,1,1,1,1,1,1,20240101,20991231\n`,
    'trips.txt': `route_id,service_id,trip_id\nR${tag},D${tag},T${tag}\n`,
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      `T${tag},09:00:00,09:00:00,S1${tag},1\nT${tag},09:12:00,09:13:00,S2${tag},2\nT${tag},09:40:00,09:40:00,S3${tag},3\n`,
    'fare_attributes.txt':
      'fare_id,price,currency_type,payment_method,transfers\n' +
      `F${tag},3.20,EUR,0,0\nUS${tag},3.50,USD,0,0\n`,
    'fare_rules.txt': `fare_id,route_id\nF${tag},R${tag}\n`,
    'fare_products.txt': 'fare_product_id,amount,currency\nday,8.00,EUR\n',
  };
  return zipOf(files);
}

test('an admin imports a GTFS feed, following its progress to the report', async ({ page }) => {
  const tag = runTag(5);
  await signInAsAdmin(page);
  await openAdminScreen(page, 'GTFS');
  await page.getByLabel('GTFS feed (zip)').setInputFiles({
    name: `donau-${tag}.zip`,
    mimeType: 'application/zip',
    buffer: await gtfsFeed(tag),
  });
  // Chromium cannot always hand a streamed body to the test afterwards (Network.getResponseBody
  // fails once the page has read it as a stream), so the test takes the answer on its way through.
  let answer: { contentType?: string; body: string } | undefined;
  await page.route('**/api/admin/gtfs/import', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    answer = { contentType: response.headers()['content-type'], body };
    await route.fulfill({ response, body });
  });
  await page.getByRole('button', { name: 'Upload and import' }).click();

  // The upload's answer streams the import: progress lines, stage and percent going forward,
  // then the finished job.
  await expect.poll(() => answer, { timeout: 60_000 }).toBeDefined();
  expect(answer?.contentType).toBe('application/x-ndjson');
  const lines = (answer?.body ?? '')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { status: string; stage: string; percent: number });
  const progress = lines.slice(0, -1);
  expect(progress.every((job) => job.status === 'running')).toBe(true);
  expect(progress.some((job) => job.percent > 0 && job.percent < 100)).toBe(true);
  expect(progress.map((job) => job.stage)).toEqual(
    expect.arrayContaining(['stops', 'schedules', 'rollout']),
  );
  expect(lines.map((job) => job.percent)).toEqual(
    lines.map((job) => job.percent).sort((a, b) => a - b),
  );
  expect(lines.at(-1)).toMatchObject({ status: 'succeeded', stage: 'done', percent: 100 });

  const report = page.getByRole('region', { name: `Import of donau-${tag}.zip` });
  await expect(report.getByRole('status')).toContainText(
    /Imported in [\d.]+ s: 1 agency, 3 stops, 1 route, 1 trip, 3 stop times, 1 service calendar, 1 fare\./,
  );
  await expect(report.getByRole('status')).toContainText(
    /[1-9]\d* dated trips? rolled out for the next 60 days\./,
  );
  await expect(page).toHaveURL(/\/admingtfs\?import=[0-9a-f-]{36}$/);
  const warnings = report.getByRole('region', { name: 'Warnings (2)' });
  await expect(
    warnings.getByText(
      `fare_attributes.txt, line 3 fare US${tag} is in USD, but the operator charges in EUR; the fare is not imported`,
    ),
  ).toBeVisible();
  await expect(
    warnings.getByText(/^fare_products\.txt GTFS-Fares v2 is not imported/),
  ).toBeVisible();

  // The address shows the same report again, asked for by id.
  await page.reload();
  await expect(report.getByRole('status')).toContainText('dated trips rolled out');
});
