/**
 * Two phones let the same passenger on while offline (features/conductor/door/): after both sync,
 * the ticket is boarded once, by the phone that synced first; the second is shown the conflict
 * under "Changed after sync", and the first learns of it when it reads the list again.
 */
import { expect, test } from './support/accounts.ts';
import { checkPath, doorContext, passengerWithTickets } from './support/door.ts';

test('one ticket checked offline on two phones ends in one boarding and one conflict', async ({
  browser,
  baseURL,
  adminApi,
  makeAccount,
}, testInfo) => {
  const [ticket] = await passengerWithTickets(baseURL!, makeAccount, 'door-conflict', 1);
  if (!ticket) throw new Error('no ticket');

  const phones = await Promise.all(
    ['door-front', 'door-back'].map(async (id) => {
      const context = await doorContext(browser, adminApi, id);
      const page = await context.newPage();
      await page.goto(checkPath(ticket.tripId));
      await expect(page.getByText(/Passenger list read at \d\d:\d\d/)).toBeVisible();
      await context.setOffline(true);
      await page.getByLabel('Booking reference').fill(ticket.booking.reference);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.locator('.door-verdict')).toHaveAttribute('data-result', 'valid');
      await expect(page.getByTestId('door-waiting')).toHaveText('1 check waiting to sync');
      return { context, page };
    }),
  );
  const [front, back] = phones as [(typeof phones)[0], (typeof phones)[0]];

  await front.context.setOffline(false);
  await expect(front.page.getByTestId('door-waiting')).toHaveText('No checks waiting to sync');
  await back.context.setOffline(false);
  await expect(back.page.getByTestId('door-waiting')).toHaveText('No checks waiting to sync');
  const changed = back.page.locator('.door-sync__changed');
  await expect(changed).toContainText('Changed after sync');
  await expect(changed).toContainText(
    new RegExp(
      `as valid, now already used:.*Already used: Ada Rider \\(seat ${ticket.seat}\\) boarded at \\d\\d:\\d\\d on device door-front\\.`,
    ),
  );
  // The answer on screen is now the server's.
  const verdict = back.page.locator('.door-verdict');
  await expect(verdict).toHaveAttribute('data-result', 'already-used');
  await expect(verdict).toContainText('the server’s answer stands');
  await back.page.screenshot({ path: testInfo.outputPath('door-conflict-375.png') });

  await front.page.getByRole('button', { name: 'Read the list again' }).click();
  await expect(front.page.getByText(/was also let on by door-back while offline/)).toBeVisible();

  const manifest = await adminApi.get(`/api/conductor/trips/${ticket.tripId}/manifest`);
  const { tickets } = (await manifest.json()) as {
    tickets: { reference: string; boarding: { deviceId: string } | null; conflicts: unknown[] }[];
  };
  expect(tickets.find((t) => t.reference === ticket.booking.reference)).toMatchObject({
    boarding: { deviceId: 'door-front' },
    conflicts: [expect.objectContaining({ deviceId: 'door-back' })],
  });
  for (const phone of phones) await phone.context.close();
});
