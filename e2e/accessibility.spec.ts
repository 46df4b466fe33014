/**
 * The accessibility sweep: every screen of the screens table (fixtures.ts, ARCHITECTURE.md "The
 * screens") as a visitor and as each demo role, at 1280 px and on a 375×812 phone: no axe-core
 * finding of serious or critical impact, and on the phone no sideways scroll. A screen added to the
 * table is swept without editing this file; one that needs a parameter gets a real one from the
 * demo data (support/screen-params.ts).
 *
 * Two tests per role, each taking every other screen, so the two workers share the eight evenly;
 * each reuses one page, opening a screen once and reading it at both widths. Soft assertions let one screen's finding leave the rest swept.
 */
import { paths } from '../src/client/lib/routing/paths.ts';
import { expect, SCREENS, test } from './fixtures.ts';
import { axeFindings, sideScroll, waitForContent } from './support/a11y.ts';
import { apiContext, PHONE, signInOverApi } from './support/accounts.ts';
import {
  headingFor,
  ROLE_ACCESS,
  ROLE_ACCOUNTS,
  screenParams,
  type Role,
} from './support/screen-params.ts';

const DESKTOP = { width: 1280, height: 800 };
/** Paths that are no screen of their own: the GitHub popup's last page closes itself. */
const NOT_SCREENS = new Set<string>([paths.popupComplete]);

test('the sweep covers every path of the app', () => {
  const swept = new Set(SCREENS.map((s) => s.path));
  const missing = Object.values(paths).filter((p) => !swept.has(p) && !NOT_SCREENS.has(p));
  expect(missing, 'paths.ts paths missing from the screens table of e2e/fixtures.ts').toEqual([]);
});

// The sweep's own checks, on a page made to fail them: a sweep that finds nothing must mean nothing
// is there.
test('the checks name an axe finding and the element that sticks out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>t</h1><button id="mute"></button>' +
      '<div class="wide" style="width: 500px">Too wide</div></main></html>',
  );
  expect(await axeFindings(page)).toEqual([
    expect.stringMatching(/^button-name \[critical\] .*#mute/),
  ]);
  expect(await sideScroll(page)).toMatch(
    /^scrolls \d+ px sideways; widest: <div\.wide> "Too wide"/,
  );
});

const ROLE_NAMES: Record<Role, string> = {
  visitor: 'a visitor',
  passenger: 'a passenger',
  conductor: 'a conductor',
  admin: 'an admin',
};
const ROLES = Object.keys(ROLE_NAMES) as Role[];

/**
 * Each role's screens in halves, two tests a role: the two workers end together instead of one
 * waiting on the admin's long test.
 */
const PARTS = 2;

for (const role of ROLES)
  for (let part = 0; part < PARTS; part++) {
    test(`every screen ${ROLE_NAMES[role]} can open passes axe and fits a phone (part ${part + 1} of ${PARTS})`, async ({
      page,
      baseURL,
    }) => {
      const screens = SCREENS.filter((s) => ROLE_ACCESS[role].includes(s.access)).filter(
        (_, i) => i % PARTS === part,
      );
      // Some 4 s a screen (two axe runs) on a busy 2-core machine: an admin's part needs minutes.
      test.setTimeout(60_000 + screens.length * 10_000);
      const started = Date.now();

      const admin = await apiContext(baseURL!);
      await signInOverApi(admin, ROLE_ACCOUNTS.admin.email, ROLE_ACCOUNTS.admin.password);
      if (role !== 'visitor') {
        const { email, password } = ROLE_ACCOUNTS[role];
        const response = await page.request.post('/api/auth/sign-in/email', {
          data: { email, password },
          headers: { origin: baseURL! },
        });
        expect(response.ok(), `sign in as the demo ${role}`).toBe(true);
      }
      const params = await screenParams(role, page.request, admin);
      await admin.dispose();

      for (const screen of screens) {
        const url = `${screen.path}${params.get(screen.path) ?? ''}`;
        const h1 = headingFor(role, screen.path, screen.h1);
        // A public screen is read at both widths as a visitor; signed in it differs by its header
        // and a few role-specific parts, read at the phone width only (the suite's time budget).
        const desktop = role === 'visitor' || screen.access !== 'public';
        await test.step(`${url} as ${role}`, async () => {
          await page.setViewportSize(desktop ? DESKTOP : PHONE);
          await page.goto(url);
          await waitForContent(page, h1);
          if (desktop) {
            const wide = await axeFindings(page);
            expect.soft(wide, `axe: ${url} as ${role} at ${DESKTOP.width} px`).toEqual([]);
            await page.setViewportSize(PHONE);
          }
          await waitForContent(page, h1);
          const narrow = await axeFindings(page);
          expect.soft(narrow, `axe: ${url} as ${role} at ${PHONE.width} px`).toEqual([]);
          const scroll = await sideScroll(page);
          expect.soft(scroll, `sideways scroll: ${url} as ${role} at ${PHONE.width} px`).toBeNull();
        });
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      test.info().annotations.push({
        type: 'sweep time',
        description: `${screens.length} screens as ${role} in ${seconds} s`,
      });
      console.log(`accessibility sweep: ${screens.length} screens as ${role} in ${seconds} s`);
    });
  }
