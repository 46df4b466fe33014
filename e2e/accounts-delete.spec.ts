/**
 * Journey: a passenger deletes their account from the profile, on a phone. The server answers the
 * first attempt "sign in again" (the last sign-in is too old), the dialog asks for the password,
 * the account is deleted, and signing in with it fails afterwards.
 */
import { allowingConsoleErrors } from './fixtures.ts';
import {
  ERROR_SENTENCES,
  expect,
  expectFitsWidth,
  expectHeading,
  expectNoSideScroll,
  expectSignedOutHeader,
  failedLoad,
  passwordField,
  PHONE,
  signInThroughForm,
  test,
} from './support/accounts.ts';

// The stale first attempt answers 403; the sign-in after deleting answers 401.
test.use({ viewport: PHONE, ...allowingConsoleErrors(failedLoad(403), failedLoad(401)) });

test('deleting the account asks for the password again when the sign-in is old', async ({
  page,
  makeAccount,
}) => {
  const account = await makeAccount('delete', 'Del Leaving');
  await signInThroughForm(page, account.email, account.password);
  await expectNoSideScroll(page);

  /*
   * A sign-in older than 5 minutes, without waiting 5 minutes: the first delete is answered as the
   * server answers a stale session. The rule itself (session age → 403 auth/requires-recent-login)
   * is covered by the server tests (src/server/modules/accounts/auth/accounts.http.test.ts); this journey
   * checks what the screen does with that answer. Later requests reach the server.
   */
  let staleAnswers = 0;
  await page.route(
    '**/api/auth/delete-user',
    async (route) => {
      staleAnswers += 1;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'auth/requires-recent-login',
            message: 'For your safety, please sign in again to do this.',
          },
        }),
      });
    },
    { times: 1 },
  );

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await test.step('the first attempt asks for the password again', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'For your safety, please enter your password again to delete your account.',
    );
    await expect(passwordField(dialog)).toBeFocused();
    await expectFitsWidth(page, dialog);
    expect(staleAnswers).toBe(1);
  });

  await test.step('with the password the account is deleted', async () => {
    await passwordField(dialog).fill(account.password);
    const deleted = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/delete-user') && response.ok(),
    );
    await dialog.getByRole('button', { name: 'Confirm and delete' }).click();
    await deleted;
    await expectHeading(page, 'Welcome to Busway');
    await expect(page).toHaveURL('/');
    await expect(dialog).toHaveCount(0);
    await expectSignedOutHeader(page);
  });

  await test.step('signing in with the deleted account fails', async () => {
    await signInThroughForm(page, account.email, account.password, { landing: null });
    await expect(page.getByRole('alert')).toHaveText(ERROR_SENTENCES['auth/user-not-found']);
    await expectHeading(page, 'Sign in');
  });
});
