/**
 * The whole booking, as a new passenger makes it: sign up and verify on the screens, search the
 * demo network on the home page, pick a trip on /buses, choose and hold two seats, name the
 * passengers, pay by card, see both QR codes on /ticket, download the PDF, and find the
 * confirmation mail with the PDF attached in the outbox. On a wide screen and on a phone, where
 * no screen may scroll sideways.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectHeading,
  expectNoSideScroll,
  newAccountDetails,
  passwordField,
  PHONE,
  readCode,
  test,
} from './support/accounts.ts';
import { fillCard, GOOD_CARD, nextDay } from './support/booking.ts';

/** The header's "Seats held 09:41" (outside "Menu" on a phone too). */
const heldChip = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Seats held \d\d:\d\d$/ });

interface OutboxMailWithFiles {
  to: string;
  kind: string;
  subject: string;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}

/**
 * From signing up to the tickets' confirmation mail. `tripIndex` picks the trip on /buses, so the
 * phone and the desktop journeys (running side by side) never reach for the same seats.
 */
async function bookingJourney(page: Page, adminApi: APIRequestContext, tripIndex: number) {
  const account = newAccountDetails('pay', 'Lena Traveller');

  await test.step('sign up and verify the address', async () => {
    await page.goto('/registration');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill(account.name);
    await main.getByLabel('Email').fill(account.email);
    await passwordField(main).fill(account.password);
    await main.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'Verify your email');
    await page.getByLabel('Verification code').fill(await readCode(adminApi, account.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectHeading(page, 'Your profile');
  });

  await test.step('search München ZOB → Augsburg Hbf tomorrow for two on the home page', async () => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Busway');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.fill('München ZOB');
    await expect(page.getByRole('option', { name: /München ZOB/ })).toBeVisible();
    await from.press('Enter');
    await expect(from).toHaveValue('München ZOB');
    const to = page.getByRole('combobox', { name: 'To' });
    await to.fill('Augsburg');
    await expect(page.getByRole('option', { name: /Augsburg Hbf/ })).toBeVisible();
    await to.press('Enter');
    await expect(to).toHaveValue('Augsburg Hbf');
    const date = page.getByLabel('Date');
    const today = await date.getAttribute('min');
    expect(today, 'the date field starts at the operator’s today').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill(nextDay(today!));
    await page.getByLabel('Passengers').selectOption('2');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Search' }).click();
  });

  await test.step('pick a trip on /buses', async () => {
    await expectHeading(page, 'München ZOB → Augsburg Hbf');
    await expect(page).toHaveURL(/\/buses\?.*passengers=2/);
    const select = page.getByRole('link', { name: /^Select seats/ });
    await expect(select.nth(tripIndex)).toBeVisible();
    await expectNoSideScroll(page);
    await select.nth(tripIndex).click();
  });

  const chosen: string[] = [];
  await test.step('choose two seats and hold them', async () => {
    await expectHeading(page, 'Choose your seats');
    await expect(page.getByText('Choose 2 seats')).toBeVisible();
    const available = page.getByRole('button', {
      // Not a women-only seat: it asks a question first, which is another journey's.
      name: /^Seat \w+(, (window|accessible|sleeper berth|economy|premium))*, available, €/,
    });
    for (let i = 0; i < 2; i++) {
      // The first seat still available: a chosen seat reads "selected" and drops out of the list.
      const seat = available.first();
      const label = /^Seat (\w+),/.exec((await seat.getAttribute('aria-label')) ?? '')?.[1];
      expect(label, 'the seat button names its seat').toBeDefined();
      await seat.click();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Seat ${label}, `) }),
      ).toHaveAttribute('aria-pressed', 'true');
      chosen.push(label!);
    }
    await expect(page.getByText(/^2 seats chosen · Seats \w+ and \w+$/)).toBeVisible();
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Hold seats' }).click();
  });

  await test.step('name the two passengers', async () => {
    await expectHeading(page, 'Passenger details');
    const people = [
      { name: 'Lena Traveller', age: '41', gender: 'female' },
      { name: 'Jonas Traveller', age: '12', gender: 'male' },
    ];
    for (const [i, person] of people.entries()) {
      const group = page.getByRole('group', { name: `Seat ${chosen[i]}` });
      await group.getByLabel('Name').fill(person.name);
      await group.getByLabel('Age').fill(person.age);
      await group.getByLabel('Gender').selectOption(person.gender);
    }
    const contact = page.getByRole('group', { name: 'Contact for the tickets' });
    await expect(contact.getByLabel('E-mail')).toHaveValue(account.email);
    await contact.getByLabel('Phone').fill('+49 821 555123');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: /^Continue to payment/ }).click();
  });

  await test.step('pay with a good card', async () => {
    await expectHeading(page, 'Payment');
    await expect(page).toHaveURL(/\/payment\?booking=[\w-]+/);
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
    await expect(heldChip(page)).toBeVisible();
    await expectNoSideScroll(page);
    await fillCard(page, GOOD_CARD, account.name);
    await page.getByRole('button', { name: /^Pay €\d+\.\d\d$/ }).click();
  });

  await test.step('the e-ticket shows a QR code for each seat and gives the PDF', async () => {
    await expectHeading(page, 'Your e-ticket');
    await expect(page).toHaveURL(/\/ticket\?booking=[\w-]+$/);
    // The seats are paid, no longer held: the header stops counting down.
    await expect(heldChip(page)).toHaveCount(0);
    for (const seat of chosen) {
      const qr = page.getByRole('img', { name: `QR code for seat ${seat}` });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByRole('img', { name: /^QR code for seat / })).toHaveCount(2);
    await expectNoSideScroll(page);

    // Clicking it is the ticket journey's (booking-ticket.spec.ts); here the file itself.
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdfLink).toHaveAttribute('download', /^busway-[\w-]+\.pdf$/);
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the confirmation mail carries the tickets as a PDF', async () => {
    let mail: OutboxMailWithFiles | undefined;
    await expect
      .poll(
        async () => {
          const response = await adminApi.get('/api/dev/outbox', {
            params: { to: account.email, limit: 20 },
          });
          expect(response.status()).toBe(200);
          const { mails } = (await response.json()) as { mails: OutboxMailWithFiles[] };
          mail = mails.find((m) => m.kind === 'ticket');
          return mail !== undefined;
        },
        { message: `the ticket mail to ${account.email}` },
      )
      .toBe(true);
    const pdf = mail!.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf, `a PDF among ${JSON.stringify(mail!.attachments)}`).toBeDefined();
    expect(pdf!.filename).toMatch(/^ticket-[\w-]+\.pdf$/);
    expect(pdf!.size).toBeGreaterThan(1_000);
  });
}

// Seven screens and a sign-up: more than the 30 s of a one-screen journey.
test.describe.configure({ timeout: 45_000 });

test('a new passenger books and pays two seats and gets the tickets by mail', async ({
  page,
  adminApi,
}) => {
  await bookingJourney(page, adminApi, 0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new passenger books and pays two seats on a phone', async ({ page, adminApi }) => {
    await bookingJourney(page, adminApi, 1);
  });
});
