/**
 * Journey: the frame around every screen. A visitor moves through the app with the header
 * navigation (folded behind "Menu" on a phone) and the footer, checks the service on /test, and a
 * developer finds the banner in the browser console.
 */
import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures.ts';

const NAV_TARGETS = [
  { link: 'Buses', h1: 'Available buses', path: '/buses' },
  { link: 'Track', h1: 'Track your bus', path: '/track' },
  { link: 'Help', h1: 'Help and developers', path: '/help' },
  { link: 'Contact', h1: 'Contact us', path: '/contact' },
  { link: 'Home', h1: 'Welcome to Busway', path: '/' },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

test.describe('on a wide screen', () => {
  test('the header navigation leads to each screen and marks the current one', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Busway');
    await expect(menuButton(page)).toBeHidden();

    for (const target of NAV_TARGETS) {
      const link = mainNav(page).getByRole('link', { name: target.link, exact: true });
      await link.click();
      await expectHeading(page, target.h1);
      await expect(page).toHaveURL(target.path);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expectHeading(page, 'Sign in');
    await page.getByRole('banner').getByRole('link', { name: 'Busway' }).click();
    await expectHeading(page, 'Welcome to Busway');
  });

  test('the footer links to help, contact and the API docs', async ({ page }) => {
    await page.goto('/buses');
    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    await expect(footerNav).toBeVisible();
    await expect(footer).toContainText(/Busway v\d+\.\d+\.\d+/);
    await expect(footerNav.getByRole('link', { name: 'API docs' })).toHaveAttribute(
      'href',
      '/api/docs',
    );

    await footerNav.getByRole('link', { name: 'Contact' }).click();
    await expectHeading(page, 'Contact us');
    await footerNav.getByRole('link', { name: 'Help' }).click();
    await expectHeading(page, 'Help and developers');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the navigation folds behind "Menu"', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Busway');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(mainNav(page)).toBeVisible();
    // A click outside the menu, on something that does nothing itself.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await mainNav(page).getByRole('link', { name: 'Buses' }).click();
    await expectHeading(page, 'Available buses');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }),
    ).toBeVisible();
  });
});

test('/test shows the database check passing', async ({ page }) => {
  await page.goto('/test');
  await expectHeading(page, 'Service self-test');
  const checks = page.getByRole('list', { name: 'Service checks' });
  const database = checks
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Database' }) });
  await expect(database.getByText('pass', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(database).toContainText('The database stored a value and read it back.');
});

test('the browser console prints the banner with the running version', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/config')).json()) as {
    appName: string;
    version: string;
  };
  const banner = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'info' && message.text().includes('Busway'),
  });
  await page.goto('/');
  expect((await banner).text()).toContain(`${config.appName} ${config.version}`);
});
