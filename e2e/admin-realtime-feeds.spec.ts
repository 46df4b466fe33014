/**
 * An admin adds a GTFS-Realtime feed served by the journey itself (127.0.0.1, which the journeys'
 * server allows; the cloud metadata address is refused on its field), polls it, points it at a
 * maintenance page and sees the failure in words, pauses it and deletes it. The e2e network is
 * the demo's, so Caltrain's 14 vehicles are read but match no trip: the screen says so.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failedLoad } from './support/accounts.ts';
import { openAdminScreen, runTag, signInAsAdmin } from './support/admin.ts';
import { allowingConsoleErrors, expect, test } from './fixtures.ts';

// The refused URL's 400 is logged by the browser as a failed load.
test.use(allowingConsoleErrors(failedLoad(400)));

const VEHICLES = readFileSync('test/fixtures/gtfs/caltrain-vehicle-positions.pb');

async function feedServer() {
  const server = createServer((req, res) => {
    if (req.url === '/vp.pb')
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(VEHICLES);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Back soon');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('an admin adds, polls, edits, pauses and deletes a realtime feed', async ({ page }) => {
  const feeds = await feedServer();
  try {
    const name = `Caltrain ${runTag()}`;
    await signInAsAdmin(page);
    await openAdminScreen(page, 'Realtime feeds');

    const form = page.getByRole('form', { name: 'Add a feed' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('VehiclePositions URL').fill(`${feeds.base}/vp.pb`);
    await form.getByLabel('Poll every (seconds)').fill('4');
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(form.getByText('Poll every 5 seconds or more')).toBeVisible();
    await form.getByLabel('Poll every (seconds)').fill('300');
    await form.getByLabel('Header name').fill('x-api-key');
    await form.getByLabel('Header value').fill('not-shown-again');
    // The cloud's metadata address is inside the network: refused on its field, in words.
    await form.getByLabel('VehiclePositions URL').fill('http://169.254.169.254/latest/meta-data/');
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(
      form.getByText(
        /^169\.254\.169\.254 is inside the network: Busway fetches feeds only from outside it/,
      ),
    ).toBeVisible();
    // A port of another service is refused, saying which ports a feed is fetched over.
    await form.getByLabel('VehiclePositions URL').fill('http://feeds.example.org:9/vp.pb');
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(
      form.getByText('Port 9 is not allowed: feeds are fetched over ports 80, 443 or 1024–65535'),
    ).toBeVisible();
    await form.getByLabel('VehiclePositions URL').fill(`${feeds.base}/vp.pb`);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was added` })).toBeVisible();
    // The form is empty again: the next feed never carries this one's API key.
    await expect(form.getByLabel('Header value')).toHaveValue('');
    await expect(form.getByLabel('Header name')).toHaveValue('');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

    const card = page.getByRole('article', { name });
    await expect(card.getByText('Every 300 s · sends x-api-key')).toBeVisible();
    await expect(page.getByText('not-shown-again')).toHaveCount(0);
    await card.getByRole('button', { name: 'Poll now' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name}: 0 vehicles matched, 14 not matched.` }),
    ).toBeVisible();
    await expect(card.getByText('No vehicle matched')).toBeVisible();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit.getByText('Sent now: x-api-key (values hidden)')).toBeVisible();
    await edit.getByLabel('VehiclePositions URL').fill(`${feeds.base}/status`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was saved.` })).toBeVisible();
    await card.getByRole('button', { name: 'Poll now' }).click();
    const words =
      'The feed is not GTFS-Realtime protobuf: the server sent an HTML page (text/html).';
    await expect(card.getByText('Failing')).toBeVisible();
    await expect(card.getByText(words)).toBeVisible();

    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete feed' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} was deleted.` }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    feeds.close();
  }
});
