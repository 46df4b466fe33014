/**
 * The fleet journey of an admin: a seat layout from the 2+1 template, a bus with that layout in
 * the fleet list, and a conductor registered on that bus in the conductors list.
 */
import { expect, expectHeading, test } from './fixtures.ts';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const layoutName = `Journey 2+1 ${run}`;
const registration = `E2E ${run}`;
const busName = `Journey ${run}`;
const conductor = {
  name: `Jo Journey ${run}`,
  email: `jo.${run.toLowerCase()}@example.com`,
  employee: `J-${run}`,
};

test('an admin builds a layout, adds a bus with it and registers its conductor', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('admin@busway.demo');
  await page.getByLabel('Password', { exact: true }).fill('busway-admin');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  await page.goto('/adminlayouts');
  await page.getByRole('link', { name: 'New layout' }).click();
  await expectHeading(page, 'New seat layout');
  await page.getByRole('button', { name: /^2\+1 coach/ }).click();
  await expect(page.getByText('30 seats, ready to save.')).toBeVisible();
  await page.getByLabel('Layout name').fill(layoutName);
  await page.getByRole('button', { name: 'Create layout' }).click();
  await expectHeading(page, 'Seat layouts');
  await expect(page.getByRole('rowheader', { name: layoutName })).toBeVisible();

  await page.goto('/adminbus');
  await expectHeading(page, 'Add a bus');
  await page.getByLabel('Registration number').fill(registration.toLowerCase());
  await page.getByLabel('Name', { exact: true }).fill(busName);
  await page.getByLabel('Seat layout').selectOption({ label: layoutName });
  await page.getByLabel('Wi-Fi').check();
  await page.getByRole('button', { name: 'Add bus' }).click();
  await expectHeading(page, 'Fleet');
  const busRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: registration }) });
  await expect(busRow).toContainText(layoutName);
  await expect(busRow).toContainText('Active');

  await page.goto('/admin-conductor-registration');
  await expectHeading(page, 'Register a conductor');
  await page.getByLabel('Name', { exact: true }).fill(conductor.name);
  await page.getByLabel('Email').fill(conductor.email);
  await page.getByLabel('Phone').fill('+49 89 555 0123');
  await page.getByLabel('Employee number').fill(conductor.employee);
  await page.getByLabel('ID or licence number').fill(`DE ${run} 77`);
  await page.getByLabel('Assigned bus').selectOption({ label: `${registration} · ${busName}` });
  await page.getByRole('button', { name: 'Register and send invitation' }).click();
  await expectHeading(page, 'Conductors');
  const conductorRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: conductor.name }) });
  await expect(conductorRow).toContainText(conductor.employee);
  await expect(conductorRow).toContainText(registration);
});
