/**
 * The fleet journey of an admin: a seat layout from the 2+1 template, a bus with that layout in
 * the fleet list, and a conductor registered on that bus in the conductors list.
 */
import { rowNamed, runTag, signInAsAdmin } from './support/admin.ts';
import { addBus, createLayout, registerConductor } from './support/admin-fleet.ts';
import { expect, test } from './fixtures.ts';

const run = runTag();
const layoutName = `Journey 2+1 ${run}`;
const registration = `E2E ${run}`;
const busName = `Journey ${run}`;

test('an admin builds a layout, adds a bus with it and registers its conductor', async ({
  page,
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
});
