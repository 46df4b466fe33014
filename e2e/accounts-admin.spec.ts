/**
 * Journey: an admin adds a user on /adminadduser; the invitation arrives by mail, the new user opens
 * its link on their phone, sets a password and is signed in; the admin then makes them a conductor
 * on /adminuser. A passenger is refused the users screen, on screen and by the API.
 */
import {
  DEMO_ADMIN,
  DEMO_PASSENGER,
  expect,
  expectHeading,
  expectNoSideScroll,
  passwordField,
  PHONE,
  readInvitationPath,
  signInThroughForm,
  test,
  uniqueEmail,
  watchConsoleErrors,
} from './support/accounts.ts';

test('an admin invites a user, who sets a password, and then changes their role', async ({
  page,
  browser,
  adminApi,
}) => {
  const invitee = { name: 'Ivy Invited', email: uniqueEmail('invited'), password: 'first-ride-1' };

  await test.step('the admin adds the user on /adminadduser', async () => {
    await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password, {
      path: '/signin?next=%2Fadminuser',
      landing: 'Users',
    });
    await page.getByRole('main').getByRole('link', { name: 'Add a user' }).click();
    await expectHeading(page, 'Add a user');
    await expect(page).toHaveURL('/adminadduser');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill(invitee.name);
    await main.getByLabel('Email').fill(invitee.email);
    await expect(main.getByLabel('Role')).toHaveValue('passenger');
    await main.getByRole('button', { name: 'Send invitation' }).click();
    await expect(main.getByRole('status')).toHaveText(
      `Invitation sent to ${invitee.email}. ${invitee.name} can set a password from the mail and sign in.`,
    );
  });

  const invitation = await readInvitationPath(adminApi, invitee.email);
  expect(invitation).toMatch(/^\/signin\?mode=invite&/);

  await test.step('the new user opens the invitation and sets a password', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const phone = await context.newPage();
      const consoleErrors = watchConsoleErrors(phone);
      await phone.goto(invitation);
      await expectHeading(phone, 'Sign in');
      await expect(phone.getByRole('heading', { name: 'Set your password' })).toBeVisible();
      await expect(phone.getByRole('main')).toContainText(`Choose a password for ${invitee.email}`);
      await expectNoSideScroll(phone);
      await passwordField(phone, 'New password').fill(invitee.password);
      await phone.getByRole('button', { name: 'Set password and sign in' }).click();
      await expectHeading(phone, 'Your profile');
      await expect(phone.getByRole('main')).toContainText(`Signed in as ${invitee.email}.`);
      expect(consoleErrors(), "the new user's browser console printed errors").toEqual([]);
    } finally {
      await context.close();
    }
  });

  await test.step('the admin makes them a conductor on /adminuser', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Back to all users' }).click();
    await expectHeading(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(invitee.email);
    const row = page.getByRole('row', { name: new RegExp(invitee.name) });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Passenger');

    await row.getByRole('button', { name: `Actions for ${invitee.name}` }).click();
    await row.getByRole('button', { name: 'Change role…' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${invitee.name}` });
    await dialog.getByLabel('Role').selectOption({ label: 'Conductor' });
    await dialog.getByLabel('Employee number').fill('C-4242');
    await dialog.getByLabel('ID or licence number').fill('DE 424242');
    await dialog.getByLabel('Phone').fill('+49 89 555 4242');
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText(`${invitee.name} is now conductor.`);
    await expect(row).toContainText('Conductor');
  });

  await test.step('the change is kept on the server', async () => {
    const response = await adminApi.get('/api/admin/users', { params: { q: invitee.email } });
    const { users } = (await response.json()) as { users: { email: string; role: string }[] };
    expect(users).toEqual([expect.objectContaining({ email: invitee.email, role: 'conductor' })]);
  });

  await test.step('the conductors screen lists them too', async () => {
    await page.goto(`/admin-conductor?q=${encodeURIComponent(invitee.email)}`);
    await expect(page.getByRole('main')).toContainText('C-4242');
  });
});

test.describe('a passenger', () => {
  test('is refused the users screen and the users API', async ({ page }) => {
    await signInThroughForm(page, DEMO_PASSENGER.email, DEMO_PASSENGER.password);

    await page.goto('/adminuser');
    await expectHeading(page, 'Not allowed');
    await expect(page.getByRole('main')).toContainText('Your account cannot open this page.');
    await expect(page.getByRole('table')).toHaveCount(0);

    // The same browser's cookies: the server refuses too, not just the screen.
    const response = await page.request.get('/api/admin/users');
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'permission-denied' } });
  });
});
