/**
 * An admin uploads a feed whose agency is in another time zone than the network that is there:
 * nothing changes, and the report asks first, naming both zones, with a button to go ahead. The
 * journey does not press it: the shared e2e server keeps its zone for the other journeys.
 */
import { openAdminScreen, runTag, signInAsAdmin } from './support/admin.ts';
import { zipOf } from './support/admin-network.ts';
import { expect, test } from './fixtures.ts';

/** One trip over two stops in America/Los_Angeles. */
function usFeed(tag: string): Promise<Buffer> {
  const files: Record<string, string> = {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone\nT${tag},Turlock ${tag},https://example.com,America/Los_Angeles\n`,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\nA${tag},Alpha ${tag},37.49,-120.84\nB${tag},Bravo ${tag},37.50,-120.85\n`,
    'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type\nR${tag},T${tag},U${tag},Countryside,3\n`,
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      `W${tag},1,1,1,1,1,0,0,20240101,20991231\n`,
    'trips.txt': `route_id,service_id,trip_id\nR${tag},W${tag},X${tag}\n`,
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      `X${tag},08:00:00,08:00:00,A${tag},1\nX${tag},08:10:00,08:10:00,B${tag},2\n`,
  };
  return zipOf(files);
}

test('a feed in another time zone asks before it moves the network, and changes nothing', async ({
  page,
}) => {
  const tag = runTag(5);
  await signInAsAdmin(page);
  await openAdminScreen(page, 'GTFS');
  await page.getByLabel('GTFS feed (zip)').setInputFiles({
    name: `turlock-${tag}.zip`,
    mimeType: 'application/zip',
    buffer: await usFeed(tag),
  });
  await page.getByRole('button', { name: 'Upload and import' }).click();

  const report = page.getByRole('region', { name: `Import of turlock-${tag}.zip` });
  await expect(report.getByRole('alert')).toContainText(
    'Nothing was changed: this feed would move the operator’s time zone from Europe/Berlin to America/Los_Angeles',
  );
  const confirm = report.getByRole('region', { name: 'Change the operator’s time zone?' });
  await expect(confirm.getByText('Europe/Berlin', { exact: true })).toBeVisible();
  await expect(confirm.getByText('America/Los_Angeles', { exact: true })).toBeVisible();
  await expect(
    confirm.getByRole('button', { name: 'Import and change the time zone to America/Los_Angeles' }),
  ).toBeVisible();
  // The zone is still the network's.
  const config = await page.request.get('/api/config');
  expect(((await config.json()) as { timezone: string }).timezone).toBe('Europe/Berlin');
});
