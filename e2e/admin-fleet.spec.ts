/**
 * The fleet journey of an admin: a seat layout from the 2+1 template, a bus with that layout in
 * the fleet list, and a conductor registered on that bus in the conductors list, whose name and
 * e-mail are then corrected (the conductor confirms the new address and signs in) and who is
 * finally disabled.
 */
import { passwordField, readCode, readInvitationPath } from './support/accounts.ts';
import { rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { addBus, createLayout, registerConductor } from './support/admin-fleet.ts';
import { expect, expectHeading, test } from './fixtures.ts';

const run = runTag();
const layoutName = `Journey 2+1 ${run}`;
const registration = `E2E ${run}`;
const busName = `Journey ${run}`;

test('an admin builds a layout, adds a bus with it and registers its conductor', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);

  await page.goto('/adminlayouts');
  await createLayout(page, {
    template: /^2\+1 coach/,
    name: layoutName,
    ready: '30 seats, ready to save.',
  });

  await page.goto('/adminbus');
  // Typed in lower case; the fleet keeps it in capitals.
  await addBus(page, {
    registration: registration.toLowerCase(),
    name: busName,
    layout: layoutName,
    amenities: ['Wi-Fi'],
  });
  const busRow = rowNamed(page, registration);
  await expect(busRow).toContainText(layoutName);
  await expect(busRow).toContainText('Active');

  const conductor = {
    name: `Jo Journey ${run}`,
    email: `jo.${run.toLowerCase()}@example.com`,
    phone: '+49 89 555 0123',
    employee: `J-${run}`,
    licence: `DE ${run} 77`,
    bus: `${registration} · ${busName}`,
  };
  await page.goto('/admin-conductor-registration');
  await registerConductor(page, conductor);
  const conductorRow = rowNamed(page, conductor.name);
  await expect(conductorRow).toContainText(conductor.employee);
  await expect(conductorRow).toContainText(registration);

  // A typo in the name and the e-mail, corrected: the conductor is signed out, and the new address
  // gets a link to set a password (the address is confirmed at their next sign-in).
  const corrected = {
    name: `Jo Journey-Smith ${run}`,
    email: `jo.smith.${run.toLowerCase()}@example.com`,
  };
  await conductorRow.getByRole('link', { name: `Edit ${conductor.name}` }).click();
  await expectHeading(page, 'Edit a conductor');
  await page.getByLabel('Name', { exact: true }).fill(corrected.name);
  await page.getByLabel('Email').fill(corrected.email);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(
      `${corrected.name}’s details were saved. They were signed out and must sign in with ${corrected.email}; a link to set a password went there.`,
    ),
  ).toBeVisible();
  // The mail is written before the answer; the admin's session reads the outbox.
  const outbox = await page.request.get('/api/dev/outbox', { params: { to: corrected.email } });
  expect((await outbox.json()).mails).toEqual([
    expect.objectContaining({
      kind: 'invitation',
      subject: expect.stringContaining('sign-in address changed'),
    }),
  ]);

  // The conductor follows the link: the password is set, and the new address is confirmed by a
  // code before they are signed in.
  const link = await readInvitationPath(page.request, corrected.email);
  const conductorContext = await browser.newContext();
  try {
    const phone = await conductorContext.newPage();
    await phone.goto(link);
    await passwordField(phone, 'New password').fill('first-ride-1');
    await phone.getByRole('button', { name: 'Set password and sign in' }).click();
    await expectHeading(phone, 'Verify your email');
    await expect(phone.getByRole('main')).toContainText(
      `We sent a 6-digit code to ${corrected.email}`,
    );
    await phone.getByLabel('Verification code').fill(await readCode(page.request, corrected.email));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expectHeading(phone, 'Your profile');
    await expect(phone.getByRole('main')).toContainText(`Signed in as ${corrected.email}.`);
  } finally {
    await conductorContext.close();
  }

  // Disabled when they leave: signed out, and off their trips and schedules (none yet here).
  await page.getByRole('button', { name: 'Disable conductor' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${corrected.name}?` });
  await dialog.getByLabel('Reason').fill('Moved to another depot');
  await dialog.getByRole('button', { name: 'Disable conductor' }).click();
  await expect(
    page.getByText(
      `${corrected.name} was disabled and signed out everywhere; they had no upcoming trips or schedules.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable conductor' })).toBeVisible();

  await page.goto(`/admin-conductor?q=${encodeURIComponent(conductor.employee)}`);
  await expectHeading(page, 'Conductors');
  const correctedRow = rowNamed(page, corrected.name);
  await expect(correctedRow).toContainText(corrected.email);
  await expect(correctedRow).toContainText('Disabled');
});
