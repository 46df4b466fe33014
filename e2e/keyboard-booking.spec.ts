/**
 * The whole booking by keyboard alone, as someone who cannot use a mouse makes it: skip to the
 * content, search on the home page, pick a trip on /buses, choose a seat on the seat map with the
 * arrow keys, hold it, name the passenger, pay with a test card and reach the ticket. Only Tab,
 * arrows, Space, Enter and typing: no click. Each control reached shows its focus ring, and each
 * step that replaces the content moves focus to it.
 */
import type { Page } from '@playwright/test';
import { mainHeading } from './fixtures.ts';
import { expect, expectHeading, test } from './support/accounts.ts';
import { futureExpiry, GOOD_CARD, nextDay } from './support/booking.ts';
import { expectFocusRing, tabTo } from './support/keyboard.ts';

/** A date as Chromium's date field takes it typed in the en-US locale: MMDDYYYY. */
const typedDate = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;

/** Types into the focused field (after Tab has brought focus there). */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByRole('main').getByLabel(label, { exact: typeof label === 'string' });
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** An available seat the arrow keys reach that is not women-only (it would ask who sits there). */
const FREE_SEAT = /^Seat \w+(, (window|accessible|sleeper berth|economy|premium))*, available, €/;

test('a passenger books a seat and pays by keyboard alone', async ({
  page,
  makeAccount,
  baseURL,
}) => {
  test.slow();
  const account = await makeAccount('keyboard', 'Kai Keys');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok(), 'sign in over the API').toBe(true);

  await test.step('skip to the content and search tomorrow München ZOB → Augsburg Hbf', async () => {
    await page.goto('/');
    const from = page.getByRole('combobox', { name: 'From' });
    await expect(from).toBeEnabled();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expectFocusRing(skip);
    await page.keyboard.press('Enter');
    // The next Tab starts in <main>: the header's links are skipped.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

    await tabTo(page, from);
    await page.keyboard.type('München');
    await expect(page.getByRole('option', { name: /München ZOB/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue('München ZOB');
    const to = page.getByRole('combobox', { name: 'To' });
    await tabTo(page, to);
    await page.keyboard.type('Augsburg');
    await expect(page.getByRole('option', { name: /Augsburg Hbf/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(to).toHaveValue('Augsburg Hbf');
    const date = page.getByLabel('Date');
    const tomorrow = nextDay((await date.getAttribute('min'))!);
    await tabTo(page, date);
    await page.keyboard.type(typedDate(tomorrow));
    await expect(date).toHaveValue(tomorrow);
    await tabTo(page, page.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Enter');
  });

  await test.step('pick the last trip on /buses', async () => {
    await expectHeading(page, 'München ZOB → Augsburg Hbf');
    // The new screen's heading has focus, so a screen reader says where the person is.
    await expect(mainHeading(page)).toBeFocused();
    const select = page.getByRole('link', { name: /^Select seats/ });
    await expect(select.first()).toBeVisible();
    // The last trip of the day: the booking journeys take the first ones.
    await tabTo(page, select.last());
    await page.keyboard.press('Enter');
  });

  let seat = '';
  await test.step('choose a seat with the arrow keys and hold it', async () => {
    await expectHeading(page, 'Choose your seats');
    await expect(mainHeading(page)).toBeFocused();
    const seats = page.getByRole('button', { name: /^Seat \w+, / });
    // The map is one tab stop: Tab reaches one seat, the arrows the others.
    await tabTo(page, page.locator('.seat-map__grid button[tabindex="0"]').first());
    const focused = page.locator('.seat-map__grid button:focus');
    for (let moves = 0; !FREE_SEAT.test((await focused.getAttribute('aria-label')) ?? '');) {
      expect(moves++, 'an available seat within reach of the arrow keys').toBeLessThan(80);
      const before = await focused.getAttribute('aria-label');
      await page.keyboard.press('ArrowRight');
      // At the end of a row, down a row and back to its start.
      if ((await focused.getAttribute('aria-label')) === before) {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Home');
      }
    }
    await expectFocusRing(focused);
    seat = /^Seat (\w+),/.exec((await focused.getAttribute('aria-label'))!)![1]!;
    await page.keyboard.press('Space');
    await expect(seats.and(page.locator('[aria-pressed="true"]'))).toHaveAccessibleName(
      new RegExp(`^Seat ${seat}, (.*, )?selected, `),
    );
    await tabTo(page, page.getByRole('button', { name: 'Hold seats' }));
    await page.keyboard.press('Enter');
  });

  await test.step('name the passenger and go on to payment', async () => {
    await expectHeading(page, 'Passenger details');
    await expect(page.getByRole('heading', { name: 'Passengers', level: 2 })).toBeFocused();
    const passenger = page.getByRole('group', { name: `Seat ${seat}` });
    await tabTo(page, passenger.getByLabel('Name'));
    await page.keyboard.type('Kai Keys');
    await tabTo(page, passenger.getByLabel('Age'));
    await page.keyboard.type('41');
    const gender = passenger.getByLabel('Gender');
    await tabTo(page, gender);
    // A closed select takes a typed letter as its option's first.
    await page.keyboard.type('m');
    await expect(gender).toHaveValue('male');
    await typeInto(page, 'Phone', '+49 821 555777');
    await tabTo(page, page.getByRole('button', { name: /^Continue to payment/ }));
    await page.keyboard.press('Enter');
  });

  await test.step('pay with the good test card', async () => {
    await expectHeading(page, 'Payment');
    await expect(mainHeading(page)).toBeFocused();
    await typeInto(page, 'Card number', GOOD_CARD);
    await typeInto(page, 'Expiry date', futureExpiry());
    await typeInto(page, 'Security code (CVC)', '123');
    await typeInto(page, 'Name on card', 'Kai Keys');
    await tabTo(page, page.getByRole('button', { name: /^Pay €\d+\.\d\d$/ }));
    await page.keyboard.press('Enter');
  });

  await test.step('the ticket, with focus on its heading', async () => {
    await expectHeading(page, 'Your e-ticket');
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.getByRole('img', { name: `QR code for seat ${seat}` })).toBeVisible();
    // Its actions are in the tab order.
    await tabTo(page, page.getByRole('link', { name: 'Download PDF' }));
  });
});
