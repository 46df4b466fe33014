/**
 * Journey: a visitor creates an account on /registration, confirms the address with the code from
 * the mail on /verify-email and lands signed in on their profile; they sign out from the Account
 * menu and sign in again on /signin. On a wide screen and on a phone, where the header's menus
 * fold behind "Menu" and no screen may scroll sideways.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectHeading,
  expectNoSideScroll,
  expectSignedOutHeader,
  fillSignInForm,
  newAccountDetails,
  openAccountMenu,
  passwordField,
  PHONE,
  readCode,
  test,
} from './support/accounts.ts';

async function signUpJourney(page: Page, adminApi: APIRequestContext) {
  const account = newAccountDetails('sign-up', 'Sam Commuter');

  await test.step('sign up on /registration', async () => {
    await page.goto('/registration');
    await expectHeading(page, 'Create your account');
    await expectNoSideScroll(page);
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill(account.name);
    await main.getByLabel('Email').fill(account.email);
    await passwordField(main).fill(account.password);
    await main.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('enter the code from the mail on /verify-email', async () => {
    await expectHeading(page, 'Verify your email');
    await expect(page).toHaveURL(/\/verify-email\?/);
    await expect(page.getByRole('main')).toContainText(
      `We sent a 6-digit code to ${account.email}`,
    );
    const code = await readCode(adminApi, account.email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  });

  await test.step('the profile shows them signed in', async () => {
    await expectHeading(page, 'Your profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('main')).toContainText(`Signed in as ${account.email}.`);
    await expectNoSideScroll(page);
  });

  await test.step('sign out from the Account menu', async () => {
    const banner = await openAccountMenu(page);
    await expect(banner).toContainText(`Signed in as ${account.name}`);
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expectHeading(page, 'Welcome to Busway');
    await expectSignedOutHeader(page);
  });

  await test.step('sign in again on /signin', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectHeading(page, 'Sign in');
    await expect(page).toHaveURL('/signin');
    await fillSignInForm(page, account.email, account.password);
    await expectHeading(page, 'Your profile');
    await expect(page.getByRole('main')).toContainText(`Signed in as ${account.email}.`);
  });
}

test('a visitor signs up, verifies the address, signs out and signs in again', async ({
  page,
  adminApi,
}) => {
  await signUpJourney(page, adminApi);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a visitor signs up, verifies the address, signs out and signs in again', async ({
    page,
    adminApi,
  }) => {
    await signUpJourney(page, adminApi);
  });
});
