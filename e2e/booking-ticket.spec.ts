/**
 * A paid booking's e-ticket and its cancellation: the ticket link sends a signed-out passenger to
 * sign in and back, shows each seat's QR code and serves the PDF; on the profile, My trips states
 * the refund before cancelling and shows the booking cancelled with its refund afterwards.
 */
import type { Locator } from '@playwright/test';
import {
  apiContext,
  expect,
  expectHeading,
  fillSignInForm,
  signInOverApi,
  test,
} from './support/accounts.ts';
import { paidBooking } from './support/booking.ts';

test('a passenger opens the e-ticket, downloads its PDF and cancels the trip for a refund', async ({
  page,
  baseURL,
  makeAccount,
}) => {
  const account = await makeAccount('ticket');
  const api = await apiContext(baseURL!);
  await signInOverApi(api, account.email, account.password);
  // Three days ahead: a full refund applies.
  const { booking, seat } = await paidBooking(api, 3);
  await api.dispose();

  // The mail's ticket link, opened signed out: sign in, and the ticket comes back.
  await page.goto(`/ticket?booking=${booking.id}`);
  await expectHeading(page, 'Sign in');
  await fillSignInForm(page, account.email, account.password);
  await expectHeading(page, 'Your e-ticket');
  await expect(page).toHaveURL(new RegExp(`/ticket\\?booking=${booking.id}$`));

  const ticket = page.getByRole('article', {
    name: `Ticket for seat ${seat}, booking ${booking.reference}`,
  });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText('Ada Rider')).toBeVisible();
  await expect(ticket.getByText('Valid', { exact: true })).toBeVisible();
  const qr = ticket.getByRole('img', { name: `QR code for seat ${seat}` });
  await expect(qr).toBeVisible();
  // The server's SVG decodes as an image (a broken one has no natural width).
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Show this code to the conductor')).toBeVisible();
  // The hint, the buttons and the ticket are one column, flush with the screen's heading.
  const edges = async (box: Locator) => {
    const { x, width } = (await box.boundingBox())!;
    return { left: Math.round(x), right: Math.round(x + width) };
  };
  const card = await edges(ticket);
  expect((await edges(page.getByRole('heading', { level: 1 }))).left).toBe(card.left);
  expect(await edges(page.locator('.ticket-sheet__hint'))).toEqual(card);
  expect(await edges(page.locator('.ticket-sheet__actions'))).toEqual(card);

  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toHaveAttribute('download', `busway-${booking.reference}.pdf`);
  const downloading = page.waitForEvent('download');
  await pdfLink.click();
  expect((await downloading).suggestedFilename()).toBe(`busway-${booking.reference}.pdf`);
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/bookings/${booking.id}.ics`,
  );
  // The trip page marks where this passenger boards: the ticket's stop (its sequence on the trip).
  await expect(page.getByRole('link', { name: 'Track the bus' })).toHaveAttribute(
    'href',
    new RegExp(`^/track\\?trip=${booking.trip.tripId}&stop=\\d+$`),
  );

  // My trips: the quote is stated before the passenger confirms.
  await page.goto('/profile');
  await expectHeading(page, 'Your profile');
  const cancel = page.getByRole('button', { name: `Cancel booking ${booking.reference}` });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}?` });
  await expect(dialog.getByText(/^You get €[\d.,]+ back \(100 %\): .+/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  const done = page.getByRole('dialog', { name: 'Booking cancelled' });
  await expect(
    done.getByText(
      new RegExp(`^Booking ${booking.reference} is cancelled\\. €[\\d.,]+ will be refunded`),
    ),
  ).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();

  const row = page.getByRole('article').filter({ hasText: booking.reference });
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText(/^€[\d.,]+ refunded$/)).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(row.getByRole('link', { name: `View ticket ${booking.reference}` })).toBeFocused();

  await row.getByRole('link', { name: `View ticket ${booking.reference}` }).click();
  await expectHeading(page, 'Your e-ticket');
  await expect(ticket.getByText('Cancelled — not valid for travel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
});
