/**
 * A passenger's e-ticket with no network (decision 026): opened once online, it is kept on the
 * device; in airplane mode /ticket opens from the device with its QR code, seat and trip and says
 * it is offline and when it was last checked; back online it checks itself, and a cancellation
 * made meanwhile voids the kept copy too. Signing out removes it from the device.
 */
import { allowingConsoleErrors } from './fixtures.ts';
import {
  apiContext,
  expect,
  expectHeading,
  openAccountMenu,
  signInOverApi,
  test,
} from './support/accounts.ts';
import { paidBooking } from './support/booking.ts';
import { keptTickets, serviceWorkerReady } from './support/offline.ts';

// What the browser prints for the calls it cannot make offline (the session, the configuration).
test.use(allowingConsoleErrors(/ERR_INTERNET_DISCONNECTED/));

test('a ticket opened online opens in airplane mode, refreshes when back online and leaves at sign-out', async ({
  page,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('offline-ticket');
  const api = await apiContext(baseURL!);
  await signInOverApi(api, account.email, account.password);
  const { booking, seat } = await paidBooking(api, 6);
  await page.context().addCookies((await api.storageState()).cookies);

  const ticket = page.getByRole('article', {
    name: `Ticket for seat ${seat}, booking ${booking.reference}`,
  });
  const qr = ticket.getByRole('img', { name: `QR code for seat ${seat}` });
  const offlineNotice = page.getByText(
    /^You are offline\. This ticket is the copy kept on this phone, last checked today at \d\d:\d\d\./,
  );

  await test.step('opened online, the ticket is kept on the device', async () => {
    await page.goto(`/ticket?booking=${booking.id}`);
    await expectHeading(page, 'Your e-ticket');
    await expect(qr).toBeVisible();
    await serviceWorkerReady(page);
    await expect.poll(() => keptTickets(page)).toEqual([{ bookingId: booking.id, codes: true }]);
  });

  await test.step('in airplane mode, /ticket opens from the device with its QR, seat and trip', async () => {
    await page.context().setOffline(true);
    await page.reload();
    await expectHeading(page, 'Your e-ticket');
    await expect(offlineNotice).toBeVisible();
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(ticket.getByText('Valid', { exact: true })).toBeVisible();
    await expect(ticket.locator('.ticket-card__seat')).toHaveText(seat);
    await expect(ticket.getByText('Ada Rider')).toBeVisible();
    await expect(ticket.locator('.ticket-card__stop')).toHaveText([
      booking.trip.from.name,
      booking.trip.to.name,
    ]);
    // The files and the live bus need the network.
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  });

  await test.step('back online, it checks itself: a cancellation made meanwhile voids it', async () => {
    const cancelled = await api.post(`/api/bookings/${booking.id}/cancel`, { data: {} });
    expect(cancelled.status()).toBe(200);
    await page.context().setOffline(false);
    await expect(ticket.getByText('Cancelled — not valid for travel')).toBeVisible();
    await expect(offlineNotice).toHaveCount(0);
    await expect(qr).toHaveCount(0);
    await expect.poll(() => keptTickets(page)).toEqual([{ bookingId: booking.id, codes: false }]);
  });

  await test.step('offline again, the device shows it cancelled, with no code', async () => {
    await page.context().setOffline(true);
    await page.reload();
    await expect(offlineNotice).toBeVisible();
    await expect(ticket.getByText('Cancelled — not valid for travel')).toBeVisible();
    await expect(qr).toHaveCount(0);
    await page.context().setOffline(false);
  });

  await test.step('signing out removes every kept ticket from the device', async () => {
    const banner = await openAccountMenu(page);
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expectHeading(page, 'Welcome to Busway');
    await expect.poll(() => keptTickets(page)).toEqual([]);
  });
  await api.dispose();
});
