/**
 * Checking tickets at the bus door with no network (features/conductor/door/): the screen keeps the
 * trip (its list and the public keys), the browser goes offline, two tickets are checked on the
 * phone and queued; back online they sync and the server has both boarded.
 */
import { expect, test } from './support/accounts.ts';
import { checkPath, doorContext, passengerWithTickets } from './support/door.ts';
import { serviceWorkerReady } from './support/offline.ts';

test('two tickets checked offline are boarded on the server once the phone is back online', async ({
  browser,
  baseURL,
  adminApi,
  makeAccount,
}, testInfo) => {
  const [first, second] = await passengerWithTickets(baseURL!, makeAccount, 'door-offline', 2);

  const context = await doorContext(browser, adminApi, 'door-offline-1');
  const page = await context.newPage();
  await page.goto(checkPath(first!.tripId));
  await expect(page.getByText(/Passenger list read at \d\d:\d\d/)).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  // In airplane mode the screen opens again from the service worker, with the trip kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check tickets');
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText(/Passenger list read at \d\d:\d\d/)).toBeVisible();
  const verdict = page.locator('.door-verdict');
  const reference = page.getByLabel('Booking reference');
  for (const ticket of [first!, second!]) {
    await reference.fill(ticket.booking.reference);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(verdict).toHaveAttribute('data-result', 'valid');
    await expect(verdict).toContainText(`Valid: Ada Rider (seat ${ticket.seat}),`);
    await expect(verdict).toContainText('Checked offline');
  }
  await expect(page.getByTestId('door-waiting')).toHaveText('2 checks waiting to sync');
  // A rescan on this phone is already used before any sync.
  await page.getByLabel('Booking reference').fill(first!.booking.reference);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verdict).toHaveAttribute('data-result', 'already-used');
  await expect(page.getByTestId('door-waiting')).toHaveText('3 checks waiting to sync');
  await page.screenshot({ path: testInfo.outputPath('door-offline-375.png') });

  await context.setOffline(false);
  await expect(page.getByTestId('door-waiting')).toHaveText('No checks waiting to sync');
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByText('Changed after sync')).toHaveCount(0);

  const manifest = await adminApi.get(`/api/conductor/trips/${first!.tripId}/manifest`);
  const { tickets } = (await manifest.json()) as {
    tickets: { reference: string; state: string; boarding: { deviceId: string } | null }[];
  };
  for (const ticket of [first!, second!]) {
    expect(tickets.find((t) => t.reference === ticket.booking.reference)).toMatchObject({
      state: 'boarded',
      boarding: { deviceId: 'door-offline-1' },
    });
  }
  await context.close();
});
