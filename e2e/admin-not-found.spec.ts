/**
 * An admin follows edit links whose id names nothing (a typo, a deleted thing): each edit screen
 * says so and offers the way back to its list, never a retry that cannot work.
 */
import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin.ts';
import { allowingConsoleErrors, expect, expectHeading, test } from './fixtures.ts';

// The browser logs each refused request (404, or 400 for a malformed id) before the screen answers.
test.use(
  allowingConsoleErrors(/Failed to load resource: the server responded with a status of 40[04]/),
);

const SCREENS = [
  {
    path: '/adminedit?bus=',
    heading: 'Edit a bus',
    text: 'No bus has this link',
    back: 'Go to the fleet',
  },
  {
    path: '/admin-conductor-edit?id=',
    heading: 'Edit a conductor',
    text: 'No conductor has this link',
    back: 'Go to the conductors',
  },
  {
    path: '/adminlayouts?layout=',
    heading: 'Edit seat layout',
    text: 'No seat layout has this link',
    back: 'Go to the seat layouts',
  },
  { path: '/adminroutes?route=', text: 'No route has this link', back: 'Go to the routes' },
  { path: '/adminstops?stop=', text: 'No stop has this link', back: 'Go to the stops' },
  { path: '/adminschedules?edit=', text: 'No schedule has this link', back: 'Go to the schedules' },
] as const;

test('an edit link naming nothing says so and leads back to the list', async ({ page }) => {
  await signInAsAdmin(page);
  for (const screen of SCREENS) {
    // The route and stop lists open no editor for a malformed id: they show the list itself.
    const ids = 'heading' in screen ? ['nope', randomUUID()] : [randomUUID()];
    for (const id of ids) {
      await test.step(`${screen.path}${id}`, async () => {
        await page.goto(`${screen.path}${id}`);
        if ('heading' in screen) await expectHeading(page, screen.heading);
        const alert = page.getByRole('alert').filter({ hasText: screen.text });
        await expect(alert).toBeVisible();
        await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        await expect(alert.getByRole('link', { name: screen.back })).toBeVisible();
      });
    }
  }
  await page.getByRole('alert').getByRole('link', { name: 'Go to the schedules' }).click();
  await expect(page).toHaveURL(/\/adminschedules$/);
  await page.goto('/adminedit?bus=nope');
  await page.getByRole('link', { name: 'Go to the fleet' }).click();
  await expectHeading(page, 'Fleet');
});
