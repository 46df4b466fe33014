/**
 * The fleet screens of an admin, one focused journey each, independent of one another (they run in
 * parallel): a seat layout from the 2+1 template and a bus with that layout in the fleet list; a
 * conductor registered on a bus; a conductor's corrected name and e-mail (the conductor confirms the
 * new address and signs in); a conductor disabled. Where a conductor is where a journey starts, not
 * what it checks, it is registered over the API and the admin's browser shares the API's session.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { passwordField, readCode, readInvitationPath, test } from './support/accounts.ts';
import { rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { addBus, createLayout, registerConductor } from './support/admin-fleet.ts';
import { expect, expectHeading } from './fixtures.ts';

/** A demo bus (src/db/seed/demo-fleet.ts) as the conductor form's Assigned bus option names it. */
const DEMO_BUS = { registration: 'M-BW 103', option: 'M-BW 103 · Donau' };

function newConductor(prefix: string) {
  const run = `${prefix}${runTag()}`;
  return {
    run,
    name: `Jo Journey ${run}`,
    email: `jo.${run.toLowerCase()}@example.com`,
    phone: '+49 89 555 0123',
    employee: `J-${run}`,
    licence: `DE ${run} 77`,
  };
}

/** Registers a conductor over the API (no bus) and returns their id. */
async function registerOverApi(
  adminApi: APIRequestContext,
  conductor: ReturnType<typeof newConductor>,
): Promise<string> {
  const response = await adminApi.post('/api/admin/conductors', {
    data: {
      name: conductor.name,
      email: conductor.email,
      phone: conductor.phone,
      employeeNumber: conductor.employee,
      licenceNumber: conductor.licence,
      busId: null,
    },
  });
  expect(response.status(), `register ${conductor.email} over the API`).toBe(201);
  return ((await response.json()) as { conductor: { id: string } }).conductor.id;
}

/** The admin's browser signed in with the API context's session, on the conductor's editor. */
async function openConductorEditor(page: Page, adminApi: APIRequestContext, id: string) {
  await page.context().addCookies((await adminApi.storageState()).cookies);
  await page.goto(`/admin-conductor-edit?id=${encodeURIComponent(id)}`);
  await expectHeading(page, 'Edit a conductor');
}

test('an admin builds a layout and adds a bus with it', async ({ page }) => {
  const run = runTag();
  const layoutName = `Journey 2+1 ${run}`;
  const registration = `E2E ${run}`;
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
    name: `Journey ${run}`,
    layout: layoutName,
    amenities: ['Wi-Fi'],
  });
  const busRow = rowNamed(page, registration);
  await expect(busRow).toContainText(layoutName);
  await expect(busRow).toContainText('Active');
});

test('an admin registers a conductor on a bus', async ({ page }) => {
  const conductor = newConductor('R');
  await signInAsAdmin(page);
  await page.goto('/admin-conductor-registration');
  await registerConductor(page, { ...conductor, bus: DEMO_BUS.option });
  const conductorRow = rowNamed(page, conductor.name);
  await expect(conductorRow).toContainText(conductor.employee);
  await expect(conductorRow).toContainText(DEMO_BUS.registration);
});

test('a conductor whose e-mail is corrected sets a password and confirms the new address', async ({
  page,
  browser,
  adminApi,
}) => {
  const conductor = newConductor('C');
  const id = await registerOverApi(adminApi, conductor);
  await openConductorEditor(page, adminApi, id);

  // A typo in the name and the e-mail, corrected: the conductor is signed out, and the new address
  // gets a link to set a password (the address is confirmed at their next sign-in).
  const corrected = {
    name: `Jo Journey-Smith ${conductor.run}`,
    email: `jo.smith.${conductor.run.toLowerCase()}@example.com`,
  };
  await page.getByLabel('Name', { exact: true }).fill(corrected.name);
  await page.getByLabel('Email').fill(corrected.email);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(
      `${corrected.name}’s details were saved. They were signed out and must sign in with ${corrected.email}; a link to set a password went there.`,
    ),
  ).toBeVisible();
  // The mail is written before the answer, so it is there at once.
  const outbox = await adminApi.get('/api/dev/outbox', { params: { to: corrected.email } });
  expect((await outbox.json()).mails).toEqual([
    expect.objectContaining({
      kind: 'invitation',
      subject: expect.stringContaining('sign-in address changed'),
    }),
  ]);

  // The conductor follows the link: the password is set, and the new address is confirmed by a
  // code before they are signed in.
  const link = await readInvitationPath(adminApi, corrected.email);
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
    await phone.getByLabel('Verification code').fill(await readCode(adminApi, corrected.email));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expectHeading(phone, 'Your profile');
    await expect(phone.getByRole('main')).toContainText(`Signed in as ${corrected.email}.`);
  } finally {
    await conductorContext.close();
  }
});

test('an admin disables a conductor who leaves', async ({ page, adminApi }) => {
  const conductor = newConductor('D');
  const id = await registerOverApi(adminApi, conductor);
  await openConductorEditor(page, adminApi, id);

  // Signed out, and off their trips and schedules (none here).
  await page.getByRole('button', { name: 'Disable conductor' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${conductor.name}?` });
  await dialog.getByLabel('Reason').fill('Moved to another depot');
  await dialog.getByRole('button', { name: 'Disable conductor' }).click();
  await expect(
    page.getByText(
      `${conductor.name} was disabled and signed out everywhere; they had no upcoming trips or schedules.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable conductor' })).toBeVisible();

  await page.goto(`/admin-conductor?q=${encodeURIComponent(conductor.employee)}`);
  await expectHeading(page, 'Conductors');
  const row = rowNamed(page, conductor.name);
  await expect(row).toContainText(conductor.email);
  await expect(row).toContainText('Disabled');
});
