/**
 * Journey: "Sign in with GitHub" on /signin, against the local mock of GitHub
 * (src/server/modules/accounts/github/mock-github.testing.ts). The button opens a popup on GitHub's
 * "Authorize Busway" page; authorising closes it and signs the opener in as the mock's user, Octo
 * Rider. A popup closed before authorising, or one the browser blocks, leaves the visitor on
 * /signin with a sentence saying so.
 */
import type { Page } from '@playwright/test';
import {
  ERROR_SENTENCES,
  expect,
  expectHeading,
  expectNoSideScroll,
  openAccountMenu,
  PHONE,
  test,
  withRunLock,
} from './support/accounts.ts';
import { MOCK_GITHUB_USER as GITHUB_USER } from '../src/server/modules/accounts/github/mock-github.testing.ts';

async function openGitHubPopup(page: Page): Promise<Page> {
  await page.goto('/signin');
  await expectHeading(page, 'Sign in');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Authorize Busway' })).toBeVisible();
  return popup;
}

test('authorising in the GitHub popup signs the visitor in as Octo Rider', async ({ page }) => {
  // The mock has one GitHub user, created on its first sign-in: one sign-in at a time per run.
  await withRunLock('github-user', async () => {
    const popup = await openGitHubPopup(page);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Authorize Busway' }).click();
    await closed;

    await expectHeading(page, 'Your profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('main')).toContainText(`Signed in as ${GITHUB_USER.email}.`);
  });
  const banner = await openAccountMenu(page);
  await expect(banner).toContainText(`Signed in as ${GITHUB_USER.name}`);
});

test('closing the popup before authorising says the window was closed', async ({ page }) => {
  const popup = await openGitHubPopup(page);
  await popup.close();

  await expect(page.getByRole('alert')).toHaveText(ERROR_SENTENCES['auth/popup-closed-by-user']);
  await expectHeading(page, 'Sign in');
  await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).not.toHaveAttribute(
    'aria-busy',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a blocked popup says to allow pop-ups', async ({ page }) => {
    // What a popup blocker does: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    let popups = 0;
    page.on('popup', () => (popups += 1));

    await page.goto('/signin');
    await expectHeading(page, 'Sign in');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();

    await expect(page.getByRole('alert')).toHaveText(ERROR_SENTENCES['auth/popup-blocked']);
    await expect(page).toHaveURL('/signin');
    expect(popups).toBe(0);
    await expectNoSideScroll(page);
  });
});
