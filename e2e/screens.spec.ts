/**
 * Journey: a visitor opens each path of the app directly (a typed address, a bookmark, a shared
 * link) and lands on its screen: the right h1 and document title, never a blank page.
 */
import {
  escapeRegExp,
  expect,
  expectHeading,
  mainHeading,
  NOT_FOUND_H1,
  PROTECTED_SCREENS,
  PUBLIC_SCREENS,
  SCREENS,
  SIGN_IN_H1,
  test,
} from './fixtures.ts';

const signIn = SCREENS.find((screen) => screen.path === '/signin');
if (!signIn) throw new Error('SCREENS has no /signin entry.');

/** Matches exactly one of two texts. */
function either(a: string, b: string): RegExp {
  return new RegExp(`^(${escapeRegExp(a)}|${escapeRegExp(b)})$`);
}

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

/*
 * The account guards are being built: once they land, a visitor is sent to /signin?next=… instead
 * of seeing these screens. Until then the screens render for everyone, so either heading passes;
 * the accounts journeys check who gets which.
 */
const accessGroups = [
  { access: 'signed-in', label: 'signed-in users' },
  { access: 'admin', label: 'admins' },
  { access: 'conductor', label: 'conductors' },
] as const;

for (const group of accessGroups) {
  const screens = PROTECTED_SCREENS.filter((screen) => screen.access === group.access);
  if (screens.length === 0) continue;
  test(`every screen for ${group.label} shows its heading or "${SIGN_IN_H1}" to a visitor`, async ({
    page,
  }) => {
    for (const screen of screens) {
      await test.step(`${screen.path} shows "${screen.h1}" or "${SIGN_IN_H1}"`, async () => {
        await page.goto(screen.path);
        await expect.soft(mainHeading(page)).toHaveText(either(screen.h1, SIGN_IN_H1));
        await expect.soft(page).toHaveTitle(either(screen.title, signIn.title));
      });
    }
  });
}

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
