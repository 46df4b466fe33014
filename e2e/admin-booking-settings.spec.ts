/**
 * An admin opens Booking settings from the Admin menu, sees the policy in words follow the rules as
 * they are typed, and a window past a year refused under its field with focus on it. Nothing is
 * saved: the shared e2e server keeps its window and policy for the other journeys (the saving is
 * proved by src/server/modules/network/operator/booking-settings.http.test.ts).
 */
import { openAdminScreen, signInAsAdmin } from './support/admin.ts';
import { expect, test } from './fixtures.ts';

test('booking settings say the policy as it is typed and refuse a window past a year', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdminScreen(page, 'Booking settings');
  const words = page.locator('.refund-rules__preview p');
  await expect(words).toHaveText(
    'Cancel more than 24 hours before departure: 100 % back; more than 6 hours: 50 % back; later: nothing.',
  );

  await page.getByLabel('Rule 2: percent back').fill('40');
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Rule 3: percent back').fill('10');
  await expect(words).toHaveText(
    'Cancel more than 24 hours before departure: 100 % back; more than 6 hours: 40 % back; more than 3 hours: 10 % back; later: nothing.',
  );
  await page.getByRole('button', { name: 'Remove rule 1' }).click();
  await expect(words).toHaveText(
    'Cancel more than 6 hours before departure: 40 % back; more than 3 hours: 10 % back; later: nothing.',
  );

  const days = page.getByLabel('Booking window (days ahead)');
  await days.fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(days).toBeFocused();
  await expect(days).toHaveAccessibleDescription(/Use at most 365 days/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
});
