/**
 * Paying on /payment with the sandbox's test cards: a declined card says why and keeps the seats
 * held, so a good card then pays; a card whose bank asks for an extra step shows the confirmation
 * dialog, and approving it gives the ticket; and a hold that runs out (the countdown reaching zero,
 * or the server refusing a hold that is gone) offers to choose seats again instead of the form.
 * Each journey books a trip of its own over the API, as its own passenger.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Booking, BookingList, Hold } from '../src/shared/booking/booking.ts';
import {
  apiContext,
  expect,
  expectFitsWidth,
  expectHeading,
  expectNoSideScroll,
  failedLoad,
  PHONE,
  signedInContext,
  signInOverApi,
  test,
  watchConsoleErrors,
} from './support/accounts.ts';
import {
  CONFIRM_CARD,
  DECLINED_CARD,
  fillCard,
  GOOD_CARD,
  paymentPath,
  pendingBooking,
} from './support/booking.ts';

interface Payer {
  api: APIRequestContext;
  context: BrowserContext;
  page: Page;
  booking: Booking;
  seat: string;
  consoleErrors: () => string[];
}

/**
 * A new passenger with one seat booked and waiting for payment on a trip `daysAhead` days ahead (each journey a day
 * of its own: the whole-journey spec books tomorrow, the ticket spec three days ahead), and a browser
 * (of `viewport`'s size) signed in as them on /payment. The page is a context of its own, so its
 * console is watched here: `allowed` lists the failed loads the journey provokes.
 */
async function payer(
  browser: Browser,
  baseURL: string,
  makeAccount: (tag: string) => Promise<{ email: string; password: string }>,
  {
    daysAhead,
    viewport,
    allowed = [],
  }: { daysAhead: number; viewport?: typeof PHONE; allowed?: RegExp[] },
): Promise<Payer> {
  const account = await makeAccount('payer');
  const api = await apiContext(baseURL);
  await signInOverApi(api, account.email, account.password);
  const { booking, seat } = await pendingBooking(api, daysAhead);
  const context = await signedInContext(browser, api, viewport ? { viewport } : {});
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page, allowed);
  return { api, context, page, booking, seat, consoleErrors };
}

async function openPayment({ page, booking }: Payer): Promise<void> {
  await page.goto(paymentPath(booking));
  await expectHeading(page, 'Payment');
  await expect(page.getByRole('heading', { name: /→/, level: 2 })).toBeVisible();
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
}

async function done({ api, context, consoleErrors }: Payer): Promise<void> {
  expect(consoleErrors(), 'the browser console printed errors').toEqual([]);
  await context.close();
  await api.dispose();
}

/** The passenger's live holds, from the server. */
async function liveHolds(api: APIRequestContext): Promise<Hold[]> {
  const response = await api.get('/api/holds');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { holds: Hold[] }).holds;
}

/** Answers the booking's reads as the server does once its lapsed hold was swept: `expired`. */
async function answerAsExpired(page: Page, booking: Booking): Promise<void> {
  const expire = (b: Booking): Booking =>
    b.id === booking.id ? { ...b, status: 'expired', expiresAt: null } : b;
  await page.route('**/api/bookings**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { booking?: Booking } & Partial<BookingList>;
    if (body.booking) return route.fulfill({ response, json: { booking: expire(body.booking) } });
    const mine = (list: Booking[] = []) => list.filter((b) => b.id !== booking.id);
    const all = [...(body.upcoming ?? []), ...(body.cancelled ?? []), ...(body.past ?? [])];
    const json: BookingList = {
      upcoming: mine(body.upcoming),
      cancelled: [...mine(body.cancelled), ...all.filter((b) => b.id === booking.id).map(expire)],
      past: mine(body.past),
    };
    return route.fulfill({ response, json });
  });
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay €\d+\.\d\d$/ });

test('a declined card says why and keeps the seats held; a good card then pays', async ({
  browser,
  baseURL,
  makeAccount,
}) => {
  const it = await payer(browser, baseURL!, makeAccount, {
    daysAhead: 2,
    allowed: [failedLoad(402)],
  });
  const { page, booking, seat } = it;
  await openPayment(it);
  await fillCard(page, DECLINED_CARD, 'Ada Rider');
  await payButton(page).click();

  await expect(page.getByRole('alert').filter({ hasText: /declined/ })).toHaveText(
    'Your card was declined. No money was taken: try another card.',
  );
  // The number and code are cleared for the next card; the name stays.
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Security code (CVC)')).toHaveValue('');
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Rider');
  // The seats stay held: the countdown runs on, and the server still has the hold.
  await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
  const holds = await liveHolds(it.api);
  expect(holds.find((h) => h.bookingId === booking.id)?.seats.map((s) => s.label)).toEqual([seat]);

  await fillCard(page, GOOD_CARD, 'Ada Rider');
  await payButton(page).click();
  await expectHeading(page, 'Your e-ticket');
  await expect(page.getByRole('img', { name: `QR code for seat ${seat}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Seats held / })).toHaveCount(0);
  await done(it);
});

test.describe('on a phone', () => {
  test('the bank’s extra step: the confirmation dialog asks, and Approve gives the ticket', async ({
    browser,
    baseURL,
    makeAccount,
  }, testInfo) => {
    const it = await payer(browser, baseURL!, makeAccount, { daysAhead: 4, viewport: PHONE });
    const { page, seat } = it;
    await openPayment(it);
    await expectNoSideScroll(page);
    await page.getByText('Test cards').click();
    await page.screenshot({ path: testInfo.outputPath('payment-375.png'), fullPage: true });

    await fillCard(page, CONFIRM_CARD, 'Ada Rider');
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(/^Your bank asks you to approve this payment of €\d+\.\d\d\.$/),
    ).toBeVisible();
    await expectFitsWidth(page, dialog);
    await page.screenshot({ path: testInfo.outputPath('confirm-dialog-375.png') });

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectHeading(page, 'Your e-ticket');
    await expect(page.getByRole('img', { name: `QR code for seat ${seat}` })).toBeVisible();
    await expectNoSideScroll(page);
    await done(it);
  });
});

test('when the countdown runs out, the payment screen offers to choose seats again', async ({
  browser,
  baseURL,
  makeAccount,
}) => {
  const it = await payer(browser, baseURL!, makeAccount, { daysAhead: 5 });
  const { page, booking } = it;
  // The browser's clock only: the screen counts the hold down by it. The server keeps the hold
  // its ten minutes, so on the seat map the passenger's own seat is still theirs.
  await page.clock.install();
  await openPayment(it);
  await expect(page.getByRole('timer')).toHaveText(/^(09|10):\d\d$/);

  await page.clock.fastForward('10:01');
  const expired = page.getByText(/^Expired — not paid, no money was taken\./);
  await expect(expired).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  const again = page.getByRole('link', { name: 'Choose seats again' });
  const seatMap = `/seatselection?trip=${booking.trip.tripId}&from=${booking.trip.from.stopId}&to=${booking.trip.to.stopId}&passengers=1`;
  await expect(again).toHaveAttribute('href', seatMap);

  // Once the server has swept the lapsed hold, the booking reads `expired`
  // (src/server/modules/booking/hold-lapse.http.test.ts): after a reload the screen still offers
  // the seats again, and My trips files it under Cancelled, not Past.
  await answerAsExpired(page, booking);
  await page.reload();
  await expect(expired).toBeVisible();
  await expect(again).toHaveAttribute('href', seatMap);
  await page.goto('/profile');
  const cancelled = page.getByRole('region', { name: /^Cancelled/ });
  const row = cancelled.getByRole('article').filter({ hasText: booking.reference });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await expect(row.getByText('Not paid, no money was taken')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Past/ })).not.toContainText(booking.reference);
  await row.getByRole('link', { name: 'Choose seats again' }).click();
  await expectHeading(page, 'Choose your seats');
  // The seat map keeps the choice in the address: the passenger's own seat, still held for them.
  await expect(page).toHaveURL(/[?&]passengers=1(&seats=[^&]+)?$/);
  await done(it);
});

test('a hold gone on the server (released in another tab) is said when paying', async ({
  browser,
  baseURL,
  makeAccount,
}) => {
  const it = await payer(browser, baseURL!, makeAccount, {
    daysAhead: 6,
    allowed: [failedLoad(410)],
  });
  const { page, booking, api } = it;
  await openPayment(it);
  await fillCard(page, GOOD_CARD, 'Ada Rider');

  const hold = (await liveHolds(api)).find((h) => h.bookingId === booking.id);
  expect(hold, 'the booking’s hold').toBeDefined();
  expect((await api.delete(`/api/holds/${hold!.id}`)).status()).toBe(204);

  await payButton(page).click();
  await expect(page.getByText(/^Expired — not paid, no money was taken\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose seats again' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  // Nothing was charged, the seat is for sale again, and the header no longer counts it down.
  expect(await liveHolds(api)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Seats held / })).toHaveCount(0);
  await done(it);
});
