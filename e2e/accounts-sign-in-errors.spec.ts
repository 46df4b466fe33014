/**
 * Journey: the sign-in and sign-up forms say what went wrong in words people read — a wrong
 * password, a password that is too short, an address that already has an account — and after
 * five failed sign-ins the form says how long to wait. Each test uses an account of its own, so
 * the attempt limit (per e-mail and address) never touches another test.
 */
import { allowingConsoleErrors, escapeRegExp } from './fixtures.ts';
import {
  ERROR_SENTENCES,
  expect,
  expectHeading,
  expectNoSideScroll,
  failedLoad,
  fillSignInForm,
  passwordField,
  PHONE,
  test,
  uniqueEmail,
} from './support/accounts.ts';

const MAX_FAILED_SIGN_INS = 5;

test.describe('signing in', () => {
  // The refused sign-ins answer 401 and, once limited, 429.
  test.use(allowingConsoleErrors(failedLoad(401), failedLoad(429)));

  test(`a wrong password is refused, and after ${MAX_FAILED_SIGN_INS} failures the form says how long to wait`, async ({
    page,
    makeAccount,
  }) => {
    const account = await makeAccount('rate-limit');
    await page.goto('/signin');
    await expectHeading(page, 'Sign in');
    const alert = page.getByRole('alert');
    // The notice of one attempt stays until the next answer: wait for each answer.
    const signInAnswer = () =>
      page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));

    for (let attempt = 1; attempt <= MAX_FAILED_SIGN_INS; attempt++) {
      await test.step(`wrong password, attempt ${attempt}`, async () => {
        const answer = signInAnswer();
        await fillSignInForm(page, account.email, `not-the-password-${attempt}`);
        expect((await answer).status()).toBe(401);
        await expect(alert).toHaveText(ERROR_SENTENCES['auth/wrong-password']);
        await expect(page).toHaveURL('/signin');
      });
    }

    await test.step('the next attempt, even with the right password, is told to wait', async () => {
      const answer = signInAnswer();
      await fillSignInForm(page, account.email, account.password);
      expect((await answer).status()).toBe(429);
      // The window opened at the first failure, seconds ago: the full 15 minutes, rounded up.
      await expect(alert).toHaveText('Too many attempts. Try again in 15 minutes.');
      await expectHeading(page, 'Sign in');
    });
  });
});

test.describe('signing up on a phone', () => {
  test.use({ viewport: PHONE, ...allowingConsoleErrors(failedLoad(409)) });

  test('a short password and an address already in use are explained at the field', async ({
    page,
    makeAccount,
  }) => {
    const existing = await makeAccount('in-use');
    await page.goto('/registration');
    await expectHeading(page, 'Create your account');
    const main = page.getByRole('main');
    const email = main.getByLabel('Email');
    const password = passwordField(main);
    const create = main.getByRole('button', { name: 'Create account' });

    await test.step('a password under 6 characters', async () => {
      await main.getByLabel('Name').fill('Pat Short');
      await email.fill(uniqueEmail('short-password'));
      await password.fill('abc12');
      await create.click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(
        /The password must be 6 characters long or more/,
      );
      await expect(page).toHaveURL('/registration');
    });

    await test.step('an address that already has an account', async () => {
      await email.fill(existing.email);
      await password.fill('a long enough password');
      await create.click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(ERROR_SENTENCES['auth/email-already-in-use'])),
      );
      await expect(page).toHaveURL('/registration');
      await expectNoSideScroll(page);
    });
  });
});
