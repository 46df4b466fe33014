/**
 * Journey: a passenger is signed in on their browser while an admin, on a phone, disables their
 * account on /adminuser with a reason. The passenger's session ends at once: the next time their
 * window gets focus they are on /signin with "Your session ended", and signing in again says the
 * account is disabled.
 */
import { allowingConsoleErrors } from './fixtures.ts';
import {
  ERROR_SENTENCES,
  expect,
  expectFitsWidth,
  expectHeading,
  expectNoSideScroll,
  failedLoad,
  fillSignInForm,
  PHONE,
  signedInContext,
  signInThroughForm,
  test,
  watchConsoleErrors,
} from './support/accounts.ts';

// Signing in to a disabled account answers 403.
test.use(allowingConsoleErrors(failedLoad(403)));

test('an admin disables a signed-in passenger, who is signed out and cannot sign in', async ({
  page,
  browser,
  adminApi,
  makeAccount,
}) => {
  const passenger = await makeAccount('disabled', 'Dana Disabled');

  await test.step('the passenger signs in', async () => {
    await signInThroughForm(page, passenger.email, passenger.password);
    await expect(page.getByRole('main')).toContainText(`Signed in as ${passenger.email}.`);
  });

  // The admin's own browser, signed in already, on a phone: the users table shows each row as a
  // card there.
  const adminContext = await signedInContext(browser, adminApi, { viewport: PHONE });
  try {
    const admin = await adminContext.newPage();
    const adminConsoleErrors = watchConsoleErrors(admin);
    await test.step('an admin finds the passenger on /adminuser', async () => {
      await admin.goto('/adminuser');
      await expectHeading(admin, 'Users');
      await admin.getByRole('searchbox', { name: 'Search users' }).fill(passenger.email);
      await expect(admin).toHaveURL(/[?&]q=/);
      await expect(admin.getByRole('table')).toContainText(passenger.email);
      await expect(admin.getByRole('row')).toHaveCount(2);
      await expectNoSideScroll(admin);
    });

    await test.step('and disables the account with a reason', async () => {
      await admin.getByRole('button', { name: `Actions for ${passenger.name}` }).click();
      await admin.getByRole('button', { name: 'Disable…' }).click();
      const dialog = admin.getByRole('dialog', { name: `Disable ${passenger.name}?` });
      await dialog.getByLabel('Reason').fill('Reported for abusive messages to drivers');
      await expectFitsWidth(admin, dialog);
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByRole('main')).toContainText(
        `${passenger.name} was disabled and signed out everywhere.`,
      );
      await expect(admin.getByRole('row', { name: new RegExp(passenger.name) })).toContainText(
        'Disabled',
      );
    });

    await test.step('the passenger comes back to their window and is sent to sign in', async () => {
      // Playwright's pages count as focused already; this is the event a person's click sends.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectHeading(page, 'Sign in');
      await expect(page).toHaveURL('/signin?next=%2Fprofile');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Your session ended. Please sign in again.',
      );
    });

    await test.step('signing in again says the account is disabled', async () => {
      await fillSignInForm(page, passenger.email, passenger.password);
      await expect(page.getByRole('alert')).toHaveText(ERROR_SENTENCES['auth/user-disabled']);
      await expectHeading(page, 'Sign in');
    });

    expect(adminConsoleErrors(), "the admin's browser console printed errors").toEqual([]);
  } finally {
    // Closed once both pages are quiet: closing writes this context's trace, and resources the
    // other page is loading at that moment can break Playwright's trace zip.
    await adminContext.close();
  }
});
