/**
 * Checking tickets at the bus door with the camera (features/conductor/door/): a ticket's QR code
 * shown to Chromium's fake camera is read (by the barcode-detector polyfill: desktop Chromium has
 * no BarcodeDetector), checked valid, then already used; a forged token and a cancelled booking's
 * ticket are refused in words. The polyfill's WebAssembly comes from Busway: no request leaves the
 * origin.
 */
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { expect, test, watchConsoleErrors } from './support/accounts.ts';
import {
  checkPath,
  doorContext,
  forgedToken,
  passengerWithTickets,
  writeQrVideo,
} from './support/door.ts';

test('a ticket shown to the camera is valid, then already used; forged and cancelled are refused', async ({
  baseURL,
  adminApi,
  makeAccount,
}, testInfo) => {
  const [shown, cancelled] = await passengerWithTickets(
    baseURL!,
    makeAccount,
    'door-camera',
    2,
    async (api, [, toCancel]) => {
      const cancel = await api.post(`/api/bookings/${toCancel!.booking.id}/cancel`, { data: {} });
      expect(cancel.status(), await cancel.text()).toBe(200);
    },
  );
  if (!shown || !cancelled) throw new Error('no tickets');
  expect(cancelled.tripId).toBe(shown.tripId);

  const video = join(testInfo.outputDir, 'ticket-qr.y4m');
  await writeQrVideo(video, shown.token);
  // A browser of its own: the fake camera's file is given at launch.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(testInfo.project.use.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await doorContext(browser, adminApi, 'door-camera-1');
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto(checkPath(shown.tripId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check tickets');
    await expect(page.getByText(/Passenger list read at \d\d:\d\d/)).toBeVisible();

    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const verdict = page.locator('.door-verdict');
    await expect(verdict).toHaveAttribute('data-result', 'valid', { timeout: 30_000 });
    await expect(verdict).toContainText('Valid');
    await expect(verdict).toContainText(`Valid: Ada Rider (seat ${shown.seat}),`);
    await page.screenshot({ path: testInfo.outputPath('door-valid-375.png') });

    // The passenger still holds the code up: only after "Next ticket" is it read again.
    await page.waitForTimeout(3_000);
    await expect(verdict).toHaveAttribute('data-result', 'valid');
    await page.getByRole('button', { name: 'Next ticket' }).click();
    await expect(verdict).toHaveAttribute('data-result', 'already-used', { timeout: 30_000 });
    await expect(verdict).toContainText(
      new RegExp(
        `Already used: Ada Rider \\(seat ${shown.seat}\\) boarded at \\d\\d:\\d\\d on device door-camera-1\\.`,
      ),
    );
    await page.screenshot({ path: testInfo.outputPath('door-already-used-375.png') });

    const reference = page.getByLabel('Booking reference');
    await reference.fill(forgedToken(shown.token));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(verdict).toHaveAttribute('data-result', 'forged');
    await expect(verdict).toContainText('Forged: the signature does not match the ticket.');
    await page.screenshot({ path: testInfo.outputPath('door-forged-375.png') });

    await reference.fill(cancelled.booking.reference);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(verdict).toHaveAttribute('data-result', 'void');
    await expect(verdict).toContainText(
      `Void: the ticket of Ada Rider (seat ${cancelled.seat}) was cancelled or refunded.`,
    );
    await page.screenshot({ path: testInfo.outputPath('door-void-375.png') });

    // The QR reader's WebAssembly came from Busway, and nothing was asked of another origin.
    expect(requests.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true);
    const elsewhere = requests.filter(
      (url) =>
        !url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
    );
    expect(elsewhere).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
