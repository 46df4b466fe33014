/**
 * The admin screens follow one pattern an admin can rely on: the main action sits at the top
 * right of the page header, level with the title; and a status badge reads on one line, even on
 * a 375 px phone (/test).
 */
import { signInAsAdmin } from './support/admin.ts';
import { expect, test } from './fixtures.ts';

const MAIN_ACTIONS = [
  { path: '/adminbuses', action: 'Add a bus' },
  { path: '/adminuser', action: 'Add a user' },
  { path: '/admin-conductor', action: 'Register a conductor' },
  { path: '/adminlayouts', action: 'New layout' },
  { path: '/adminroutes', action: 'Add a route' },
  { path: '/adminstops', action: 'Add a stop' },
  { path: '/adminschedules', action: 'New schedule' },
] as const;

test('the main action of each admin list sits at the top right, level with the title', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const { path, action } of MAIN_ACTIONS) {
    await test.step(path, async () => {
      await page.goto(path);
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const button = (await page
        .getByRole('link', { name: action, exact: true })
        .first()
        .boundingBox())!;
      expect(button.y, `${action} is level with the title`).toBeLessThan(title.y + title.height);
      expect(button.x, `${action} is on the right`).toBeGreaterThan(title.x + title.width);
    });
  }
});

test('the self-test badges read on one line at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/test');
  await expect(page.getByRole('status').filter({ hasText: /checks/ })).toHaveText(/passed/, {
    timeout: 30_000,
  });
  const badges = page.locator('.status-badge');
  await expect(badges).toHaveCount(8);
  for (const badge of await badges.all()) {
    const box = (await badge.boundingBox())!;
    const lineHeight = await badge.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height, `${await badge.textContent()} on one line`).toBeLessThan(2 * lineHeight);
  }
});

test('the trips screen reads on a 375 px phone: route and headsign on a line of their own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/admintrips');
  const rows = page.locator('.trips-table__row');
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 5)) {
    const route = (await row.locator('.trips-table__route').boundingBox())!;
    const link = (await row.getByRole('link', { name: /^Passengers/ }).boundingBox())!;
    const apart = route.y >= link.y + link.height || route.x >= link.x + link.width;
    expect(apart, 'the route badge and headsign keep clear of the Passengers link').toBe(true);
    const headsign = row.locator('.trips-table__route > span:not(.route-pill)');
    const lineHeight = await headsign.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const box = (await headsign.boundingBox())!;
    expect(box.height, `"${await headsign.textContent()}" on one line`).toBeLessThan(
      2 * lineHeight,
    );
  }
});
