/**
 * Journey: a visitor opens each path of the app directly (a typed address, a bookmark, a shared
 * link) and lands on its screen: the right h1 and document title, never a blank page.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectHeading,
  mainHeading,
  MISCASED_PATHS,
  NOT_FOUND_H1,
  PROTECTED_SCREENS,
  PUBLIC_SCREENS,
  SIGN_IN_H1,
  test,
} from './fixtures.ts';

/*
 * One test per group of screens, one step per path: a fresh browser context per path would cost more
 * than the page itself. Soft assertions let one broken screen leave the others checked.
 */
test('every public screen shows its heading and title', async ({ page }) => {
  for (const screen of PUBLIC_SCREENS) {
    await test.step(`${screen.path} shows "${screen.h1}"`, async () => {
      await page.goto(screen.path);
      await expect.soft(mainHeading(page)).toHaveText(screen.h1);
      await expect.soft(page).toHaveTitle(screen.title);
    });
  }
});

const DEMO = {
  'signed-in': { email: 'passenger@busway.demo', password: 'busway-passenger' },
  admin: { email: 'admin@busway.demo', password: 'busway-admin' },
} as const;

/** Signs the page's browser context in over the API (the sign-in form has journeys of its own). */
async function signInAs(page: Page, who: keyof typeof DEMO) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: DEMO[who],
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(response.ok()).toBe(true);
}

test('a visitor on a protected screen is sent to sign in, with the way back in the address', async ({
  page,
}) => {
  test.slow();
  for (const screen of PROTECTED_SCREENS) {
    await test.step(`${screen.path} asks a visitor to sign in`, async () => {
      await page.goto(screen.path);
      await expectHeading(page, SIGN_IN_H1);
      await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(screen.path)}`);
    });
  }
});

for (const access of ['signed-in', 'admin'] as const) {
  test(`every ${access} screen shows its heading to ${access === 'admin' ? 'an admin' : 'a passenger'}`, async ({
    page,
  }) => {
    // One test walks every screen of the role (17 for an admin): more than one screen's time limit.
    test.slow();
    await signInAs(page, access);
    for (const screen of PROTECTED_SCREENS.filter((s) => s.access === access)) {
      await test.step(`${screen.path} shows "${screen.h1}"`, async () => {
        await page.goto(screen.path);
        await expectHeading(page, screen.h1);
        await expect.soft(page).toHaveTitle(screen.title);
      });
    }
  });
}

test('a passenger is told an admin screen is not for them', async ({ page }) => {
  await signInAs(page, 'signed-in');
  await page.goto('/adminuser');
  await expectHeading(page, 'Not allowed');
});

test.describe('an unknown path', () => {
  for (const path of ['/no-such-stop', '/buses/no/such/stop']) {
    test(`${path} shows "${NOT_FOUND_H1}" with a way home`, async ({ page }) => {
      await page.goto(path);
      await expectHeading(page, NOT_FOUND_H1);
      await expect(page).toHaveTitle(`${NOT_FOUND_H1} · Busway`);

      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await expectHeading(page, 'Welcome to Busway');
      await expect(page).toHaveURL('/');
    });
  }
});

test('a screen path in the wrong letter case is not found', async ({ page }) => {
  for (const path of MISCASED_PATHS) {
    await test.step(`${path} shows "${NOT_FOUND_H1}"`, async () => {
      await page.goto(path);
      await expect.soft(mainHeading(page)).toHaveText(NOT_FOUND_H1);
      await expect.soft(page).toHaveTitle(`${NOT_FOUND_H1} · Busway`);
    });
  }
});

// The page fixture fails the test on any console error, so a CSP violation on the docs fails it too.
test('the API docs render their operations with nothing blocked by the CSP', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI draws the heading only once it has read the whole document (some 250 operations);
  // on a busy 2-core machine that once took longer than the default 15 s.
  await expect(page.getByRole('heading', { name: /Busway API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^GET\s*\/api\/health\b/ })).toBeVisible();
});

test.describe('a shared link with a query string', () => {
  const links = [
    { url: '/seatselection?trip=x&from=1&to=3', h1: 'Choose your seats' },
    { url: '/buses?from=Central%20Station&to=Airport&date=2030-01-15', h1: 'Available buses' },
  ];
  for (const link of links) {
    test(`${link.url} survives a reload`, async ({ page }) => {
      await page.goto(link.url);
      await expectHeading(page, link.h1);

      await page.reload();
      await expectHeading(page, link.h1);
      await expect(page).toHaveURL(link.url);
    });
  }
});
