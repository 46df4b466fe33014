/**
 * A visitor searches the help for "refund", opens the cancellation article and reads the
 * operator's refund policy as /api/config gives it; an unknown address offers the same search.
 */
import { describeRefundPolicy } from '../src/shared/booking/operator-settings.ts';
import type { PublicConfig } from '../src/shared/system/system.ts';
import { expect, expectHeading, NOT_FOUND_H1, test } from './fixtures.ts';

test('help search finds the refund policy with the operator’s numbers', async ({ page }) => {
  const config = (await (await page.request.get('/api/config')).json()) as PublicConfig;
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search the help articles' }).fill('refund');
  await expect(page.getByRole('status').filter({ hasText: /results? for “refund”/ })).toBeVisible();
  await expect(page).toHaveURL(/\/help\?q=refund$/);

  const results = page.getByRole('list', { name: 'Results for “refund”' });
  await results.getByRole('link', { name: 'Cancelling and refunds' }).first().click();
  await expect(page).toHaveURL(/\/help\?q=refund#cancelling-and-refunds$/);
  const heading = page.getByRole('heading', { name: 'Cancelling and refunds', level: 2 });
  await expect(heading).toBeFocused();
  const article = page.getByRole('region', { name: 'Cancelling and refunds' });
  await expect(article).toContainText(describeRefundPolicy(config.refundPolicy.rules));
  await expect(article).not.toContainText('{{');

  // The query survives a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search the help articles' })).toHaveValue(
    'refund',
  );
});

test('a page not found searches the screens and the help', async ({ page }) => {
  await page.goto('/no-such-stop');
  await expectHeading(page, NOT_FOUND_H1);
  await page.getByRole('searchbox', { name: 'Search screens and help' }).fill('track');
  const results = page.getByRole('list', { name: 'Results for “track”' });
  await results.getByRole('link', { name: 'Track a bus' }).click();
  await expect(page).toHaveURL('/track');
});
